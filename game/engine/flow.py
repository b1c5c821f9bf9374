"""The decision flow every game shares: a stack of frames, one ``apply``, and the prompt.

A game describes its procedure as named frame kinds registered on its :class:`Flow`: a *decision*
waits for a seat and offers legal actions; a *step* runs by itself (it pops its own frame or renames
it to the next step, pushes others, and returns False) or waits (returns True). A rule that needs another
chapter's procedure pushes that chapter's frame by name (``state.push("fight", seat, monster=m)``)
instead of importing it, so the chapters of a game never import each other.

:class:`FlowState` implements the engine's interface once for every game: who decides, the legal
actions (worked out when asked, never stored in a snapshot), ``apply`` (the guard, the legality
check with the game's own reason, the answer, then the automatic steps until the next decision),
and the view's envelope with its prompt.
"""
from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from typing import Any, Callable, ClassVar

from .actions import Action, IllegalAction
from .events import Event
from .state import Result, State, View


@dataclass(slots=True)
class Frame:
    """One entry of the stack: a kind, the seat it belongs to, and plain JSON data.

    The data holds only scalars and flat lists or mappings of scalars (lists, never tuples), so a
    copy is one shallow copy per value and a snapshot survives a trip through JSON unchanged.
    """

    kind: str
    seat: int
    data: dict[str, Any]

    def copy(self) -> "Frame":
        return Frame(self.kind, self.seat, {k: v.copy() if isinstance(v, (list, dict)) else v
                                            for k, v in self.data.items()})

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "data": plain(self.data)}

    @staticmethod
    def from_json(raw: dict[str, Any]) -> "Frame":
        return Frame(str(raw["kind"]), int(raw["seat"]), dict(raw.get("data", {})))


def plain(value: Any) -> Any:
    """Tuples as lists, recursively: what a snapshot must hold to come back equal from JSON."""
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    return value


# A label or a prompt in words: an i18n key and its arguments. By convention an argument named
# ``card`` or ending in ``_card`` holds a card id, and one named ``seat`` or ending in ``_seat`` a
# seat number, so a renderer can show the card's name and the player's name.
Words = tuple[str, dict[str, Any]]
Choices = Callable[[Any, Frame], list[Action]]
Act = Callable[[Any, Frame, Action], None]
Step = Callable[[Any, Frame], bool]
Refuse = Callable[[Any, Frame, Action], IllegalAction]
Ask = Callable[[Any, Frame], dict[str, Any]]
Label = Callable[[Any, Frame, Action], Words]


def no_options(state: Any, frame: Frame) -> list[Action]:
    return []


def takes_nothing(state: Any, frame: Frame, action: Action) -> None:
    raise AssertionError(f"frame {frame.kind} takes no actions")


@dataclass(frozen=True, slots=True)
class FrameKind:
    name: str
    options: Choices
    act: Act
    step: Step | None  # None: a decision that waits at once
    # The game's reason for refusing an action while this frame waits; None gives a generic one.
    refuse: Refuse | None
    # The prompt's public arguments (never anything the other seats may not see).
    ask: Ask | None
    # Each legal action in words, for the decision bar; None gives ``<game>.action.<verb>``.
    label: Label | None


class Flow:
    """One game's frame kinds by name: its decisions and its automatic steps."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.kinds: dict[str, FrameKind] = {}
        # Each kind's step alone, the one lookup the flow's loop makes per frame.
        self.steps: dict[str, Step | None] = {}

    def _add(self, kind: FrameKind) -> None:
        if kind.name in self.kinds:
            raise ValueError(f"{self.game_id}: frame kind {kind.name!r} registered twice")
        self.kinds[kind.name] = kind
        self.steps[kind.name] = kind.step

    def decision(self, name: str, options: Choices, act: Act, *, step: Step | None = None, refuse: Refuse | None = None,
                 ask: Ask | None = None, label: Label | None = None) -> None:
        """A frame that waits for its seat (``step`` may first do automatic work and return False to
        let the flow go on without asking, e.g. when nothing is left to choose)."""
        self._add(FrameKind(name, options, act, step, refuse, ask, label))

    def step(self, name: str, run: Step) -> None:
        """A frame that runs by itself: it pops or replaces itself and returns False, or returns
        True only if it has pushed nothing and must wait (which a pure step never does)."""
        self._add(FrameKind(name, no_options, takes_nothing, run, None, None, None))

    def __getitem__(self, name: str) -> FrameKind:
        return self.kinds[name]


class FlowState(State):
    """A State whose procedure is a stack of frames run by the game's :class:`Flow`.

    A game's state subclasses this, sets ``flow`` and ``game_id``, keeps its own data in its own
    slots, and writes ``game_view`` (what a seat sees of the data), ``clone`` and ``to_snapshot``.
    """

    __slots__ = ("frames", "events", "legal", "over", "outcome")
    flow: ClassVar[Flow]

    frames: list[Frame]
    events: list[Event]
    legal: list[Action] | None  # the top frame's options, worked out once until the next apply
    over: bool
    outcome: Result | None

    def init_flow(self) -> None:
        self.frames = []
        self.events = []
        self.legal = None
        self.over = False
        self.outcome = None

    # --- the engine's interface ---------------------------------------------------------------
    def current_player(self) -> int | None:
        if self.over or not self.frames:
            return None
        return self.frames[-1].seat

    def legal_actions(self) -> list[Action]:
        if self.legal is not None:
            return list(self.legal)
        if self.over or not self.frames:
            return []
        return list(self.options())

    def options(self) -> list[Action]:
        """The top frame's legal actions, shared until the next apply: callers must not change it."""
        if self.legal is None:
            top = self.frames[-1]
            self.legal = self.flow.kinds[top.kind].options(self, top)
        return self.legal

    def apply(self, action: Action) -> list[Event]:
        if self.over or not self.frames:
            raise IllegalAction("The game is over.", "engine.refused.game_over")
        top = self.frames[-1]
        legal = self.legal if self.legal is not None else self.options()
        # The AI and random games hand back one of the listed actions itself: an identity scan finds
        # it without calling the dataclass's equality once for every option listed before it.
        for offered in legal:
            if offered is action:
                break
        else:
            if action not in legal:
                raise self.refusal(self.flow.kinds[top.kind], top, action)
        self.events = []
        self.legal = None
        self.flow.kinds[top.kind].act(self, top, action)
        self.run()
        out, self.events = self.events, []
        return out

    def refusal(self, kind: FrameKind, frame: Frame, action: Action) -> IllegalAction:
        if kind.refuse is not None:
            return kind.refuse(self, frame, action)
        return IllegalAction(f"'{action}' is not one of the choices now.", "engine.refused.not_now",
                             action=str(action))

    def run(self) -> None:
        """The automatic steps, until a seat must decide or the game ends."""
        frames, steps = self.frames, self.flow.steps
        while frames:  # ``finish`` empties the stack
            top = frames[-1]
            step = steps[top.kind]
            if step is None or step(self, top):
                return

    def is_terminal(self) -> bool:
        return self.over

    def result(self) -> Result:
        if self.outcome is None:
            raise ValueError("the game is not over")
        return self.outcome

    # --- helpers for the rules ---------------------------------------------------------------
    def push(self, kind: str, seat: int, **data: Any) -> Frame:
        """Puts a frame on top; a kind the game never registered fails when the flow reaches it."""
        frame = Frame(kind, seat, data)
        self.frames.append(frame)
        return frame

    def pop(self, frame: Frame) -> None:
        if self.frames.pop() is not frame:
            raise AssertionError(f"frame {frame.kind} was not on top")

    def emit(self, kind: str, data: dict[str, Any], secret: dict[str, Any] | None = None,
             viewers: frozenset[int] | None = None, chance: bool = False) -> None:
        self.events.append(Event(kind, data, secret, viewers, chance))

    def finish(self, result: Result) -> None:
        """Ends the game: no frame is left to decide."""
        self.over = True
        self.outcome = result
        self.frames.clear()
        self.legal = None

    def copy_flow_to(self, other: "FlowState") -> None:
        """The flow's part of a clone. The legal actions are worked out again: a determinized copy is a
        clone whose hidden cards then change."""
        other.frames = [f.copy() for f in self.frames]
        other.events = []
        other.legal = None
        other.over = self.over
        other.outcome = self.outcome

    def flow_snapshot(self) -> dict[str, Any]:
        return {"frames": [f.to_json() for f in self.frames], "over": self.over,
                "outcome": None if self.outcome is None else self.outcome.to_json()}

    def load_flow(self, data: dict[str, Any]) -> None:
        self.init_flow()
        self.frames = [Frame.from_json(f) for f in data["frames"]]
        self.over = bool(data["over"])
        self.outcome = None if data["outcome"] is None else Result.from_json(data["outcome"])

    # --- the view -----------------------------------------------------------------------------
    def view(self, seat: int | None) -> View:
        """The game's own view of its data, inside the envelope every game shares."""
        out = self.game_view(seat)
        out.update(self.envelope(seat))
        return out

    @abstractmethod
    def game_view(self, seat: int | None) -> View:
        """What ``seat`` sees of the game's own data (the envelope is added around it)."""

    def view_all(self, seat: int | None) -> View:
        """The envelope around ``game_view_all``: each seat's hidden cards as their holder sees them."""
        out = self.game_view_all(seat)
        out.update(self.envelope(seat))
        return out

    def game_view_all(self, seat: int | None) -> View:
        """The game's own data for ``view_all``; a game whose seats hold nothing hidden shows its view."""
        return self.game_view(seat)

    def envelope(self, seat: int | None) -> View:
        return {
            "game": self.flow.game_id, "seat": seat, "players": self.players, "turn": self.turn_number(),
            "deciding": self.current_player(), "over": self.over,
            "result": self.outcome.to_json() if self.over and self.outcome is not None else None,
            "prompt": self.prompt(seat),
        }

    def prompt(self, seat: int | None) -> dict[str, Any] | None:
        """What the deciding seat is asked, in words; the options are listed for that seat alone,
        since another seat's choices may name the cards it holds."""
        if self.over or not self.frames:
            return None
        top = self.frames[-1]
        kind = self.flow.kinds[top.kind]
        out: dict[str, Any] = {"kind": top.kind, "seat": top.seat, "key": f"{self.flow.game_id}.prompt.{top.kind}",
                               "args": kind.ask(self, top) if kind.ask else {}, "options": []}
        if seat is not None and seat == top.seat:
            out["options"] = [self._option_words(kind, top, a) for a in self.options()]
        return out

    def _option_words(self, kind: FrameKind, frame: Frame, action: Action) -> dict[str, Any]:
        if kind.label is not None:
            key, args = kind.label(self, frame, action)
        else:
            key, args = f"{self.flow.game_id}.action.{action.verb}", {"args": " ".join(str(a) for a in action.args)}
        return {"action": str(action), "verb": action.verb, "key": key, "args": args}
