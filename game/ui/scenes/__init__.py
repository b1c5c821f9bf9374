"""The scenes of the window: menu, new game, table, overlays, saves, rules, settings."""
