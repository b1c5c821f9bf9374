"""Dungeon Run\x27s evaluator and playout policy."""
