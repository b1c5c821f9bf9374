"""What the AI knows about Monster Day: each monster's odds of ending in a village and a fast playout
policy (``evaluate``), and the hard level's own search over the dice and the unseen cards
(``lookahead``)."""
from .evaluate import evaluate, playout_play
from .lookahead import Lookahead

__all__ = ["evaluate", "playout_play", "Lookahead"]
