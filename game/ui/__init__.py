"""The window (pygame-ce): app loop, scenes, widgets, tables, catalogues. Only this package imports pygame."""
