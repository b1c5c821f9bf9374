"""The command line: play, simulate, replay, validate-cards, bench."""
