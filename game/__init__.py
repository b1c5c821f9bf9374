"""Card Table: four tabletop card games with their rules enforced, against AI or at one computer."""

__version__ = "0.1.0"
