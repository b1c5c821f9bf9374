"""Reusable table widgets: they know no game."""
