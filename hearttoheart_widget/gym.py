"""Registers Heart to Heart with Gymnasium: ``import hearttoheart_widget.gym``, then
``gymnasium.make("hearttoheart/HeartToHeart-v0")``.

The environment is :class:`~.heart_to_heart.environment.HeartToHeartEnv` (its docstring
gives the observation, the action numbers and the reward); ``make`` wraps it so that an
episode is truncated after 1,000 actions. It needs the ``rl`` extra.
"""

from __future__ import annotations

import gymnasium

from .heart_to_heart.environment import HeartToHeartEnv

#: The environment's id in Gymnasium's registry.
ENV_ID = "hearttoheart/HeartToHeart-v0"
#: Actions after which ``gymnasium.make``'s episodes are truncated.
MAX_EPISODE_STEPS = 1_000

if ENV_ID not in gymnasium.registry:
    gymnasium.register(
        id=ENV_ID,
        entry_point="hearttoheart_widget.heart_to_heart.environment:HeartToHeartEnv",
        max_episode_steps=MAX_EPISODE_STEPS,
    )

__all__ = ["ENV_ID", "MAX_EPISODE_STEPS", "HeartToHeartEnv"]
