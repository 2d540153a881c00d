"""The Gymnasium environment's speed: steps per second with random legal actions.

Run: ``python benchmarks/environment.py`` (needs the ``rl`` extra). Prints the steps per
second of ``HeartToHeartEnv.step`` (observation and action mask built each time), through
``gymnasium.make``'s wrappers and without them, beside the engine's own moves per second
on the same games; asserts nothing.
"""

from __future__ import annotations

import time
from typing import Any

import gymnasium
import numpy as np

import hearttoheart_widget.gym
from hearttoheart_widget.heart_to_heart.environment import HeartToHeartEnv

EPISODES = 300


def steps_per_second(env: gymnasium.Env[Any, Any]) -> tuple[float, int]:
    """Play ``EPISODES`` seeded episodes with random legal actions: (steps/s, steps)."""
    rng = np.random.default_rng(1)
    steps = 0
    start = time.perf_counter()
    for episode in range(EPISODES):
        _, info = env.reset(seed=episode)
        done = False
        while not done:
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
            _, _, terminated, truncated, info = env.step(action)
            steps += 1
            done = terminated or truncated
    return steps / (time.perf_counter() - start), steps


def main() -> None:
    wrapped, steps = steps_per_second(gymnasium.make(hearttoheart_widget.gym.ENV_ID))
    bare, _ = steps_per_second(HeartToHeartEnv())
    print(f"{EPISODES} episodes, {steps:,} steps of random legal actions")
    print(f"through gymnasium.make: {wrapped:,.0f} steps/s")
    print(f"the environment alone:  {bare:,.0f} steps/s")


if __name__ == "__main__":
    main()
