"""Heart to Heart's teaching tools: move explanations, self-checking exercises, the
walkthrough widget and the strategies that the lessons compare.

This file imports nothing: each tool is imported from its own module.
"""
