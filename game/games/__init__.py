"""One package per game; each registers its Game with ``game.engine.registry`` on import."""
