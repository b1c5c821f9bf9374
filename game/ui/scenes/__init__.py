"""The scenes of the window: menu, new game, table, overlays, saves, rules, settings.

Importing this package registers every scene by name (``game.ui.scene.scene``); scenes open one
another through that registry, never by importing each other.
"""
from . import connecting, join, menu, new_game, overlays, replay, replay_seats, review, rules, saves, settings, table  # noqa: F401  (registration)
