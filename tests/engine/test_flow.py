"""The shared decision flow: frames by name, one apply, the prompt in every view."""
from __future__ import annotations

from typing import Any

import pytest

from game.engine.actions import Action, IllegalAction
from game.engine.flow import Flow, FlowState, Frame
from game.engine.rng import Rng
from game.engine.state import Result

FLOW = Flow("toy")


class Toy(FlowState):
    """Each seat in turn names a number; a 3 makes the next seat answer "yes" or "no" first."""

    __slots__ = ("players", "rng", "said")
    game_id = "toy"
    flow = FLOW

    def __init__(self) -> None:
        self.players = 2
        self.rng = Rng(1)
        self.said: list[int] = []
        self.init_flow()

    def game_view(self, seat: int | None) -> dict[str, Any]:
        return {"said": list(self.said)}

    def determinize(self, observer: int, rng: Rng) -> "Toy":
        return self.clone()

    def clone(self) -> "Toy":
        other = Toy()
        other.said = list(self.said)
        self.copy_flow_to(other)
        return other

    def to_snapshot(self) -> dict[str, Any]:
        return {"said": list(self.said), **self.flow_snapshot()}


def _name_options(state: Toy, frame: Frame) -> list[Action]:
    return [Action("say", (n,)) for n in (1, 2, 3)]


def _name(state: Toy, frame: Frame, action: Action) -> None:
    state.pop(frame)
    state.said.append(int(action.args[0]))
    state.emit("said", {"seat": frame.seat, "number": action.args[0]})
    state.push("next", frame.seat)
    if action.args[0] == 3:
        state.push("answer", 1 - frame.seat, to=3)


def _answer(state: Toy, frame: Frame, action: Action) -> None:
    state.pop(frame)


def _refuse(state: Toy, frame: Frame, action: Action) -> IllegalAction:
    return IllegalAction("Only 1, 2 or 3.", "toy.refused.number")


def _next(state: Toy, frame: Frame) -> bool:
    state.pop(frame)
    if len(state.said) >= 4:
        state.finish(Result((1.0, 0.0), (0,), "four numbers"))
    else:
        state.push("name", 1 - frame.seat)
    return False


FLOW.decision("name", _name_options, _name, refuse=_refuse,
              label=lambda s, f, a: ("toy.action.say", {"number": a.args[0]}))
FLOW.decision("answer", lambda s, f: [Action("yes"), Action("no")], _answer, ask=lambda s, f: {"to": f.data["to"]})
FLOW.step("next", _next)


def new_toy() -> Toy:
    toy = Toy()
    toy.push("name", 0)
    toy.run()
    return toy


def test_apply_answers_the_top_frame_then_runs_the_steps_to_the_next_decision() -> None:
    toy = new_toy()
    events = toy.apply(Action("say", (3,)))
    assert [e.kind for e in events] == ["said"]
    assert toy.current_player() == 1 and toy.frames[-1].kind == "answer"
    toy.apply(Action("no"))
    assert toy.current_player() == 1 and toy.frames[-1].kind == "name"


def test_a_refused_action_gives_the_games_reason_and_changes_nothing() -> None:
    toy = new_toy()
    before = toy.to_snapshot()
    with pytest.raises(IllegalAction) as refused:
        toy.apply(Action("say", (7,)))
    assert refused.value.key == "toy.refused.number"
    assert toy.to_snapshot() == before


def test_without_a_reason_of_its_own_the_refusal_is_generic() -> None:
    toy = new_toy()
    toy.apply(Action("say", (3,)))
    with pytest.raises(IllegalAction) as refused:
        toy.apply(Action("maybe"))
    assert refused.value.key == "engine.refused.not_now"


def test_legal_actions_is_a_copy_the_caller_may_change() -> None:
    toy = new_toy()
    toy.legal_actions().clear()
    assert len(toy.legal_actions()) == 3


def test_the_game_ends_with_no_frame_and_no_legal_action() -> None:
    toy = new_toy()
    for n in (1, 2, 1, 2):
        toy.apply(Action("say", (n,)))
    assert toy.is_terminal() and toy.current_player() is None and toy.legal_actions() == []
    assert toy.result().winners == (0,)
    with pytest.raises(IllegalAction):
        toy.apply(Action("say", (1,)))


def test_a_frame_kind_never_registered_fails_when_the_flow_reaches_it() -> None:
    toy = new_toy()
    toy.push("fight", 0)
    with pytest.raises(KeyError):
        toy.run()


def test_every_view_has_the_envelope_and_the_options_go_to_the_deciding_seat_only() -> None:
    toy = new_toy()
    toy.apply(Action("say", (3,)))
    mine, theirs = toy.view(1), toy.view(0)
    for view, seat in ((mine, 1), (theirs, 0)):
        assert {k: view[k] for k in ("game", "seat", "players", "deciding", "over", "result")} == {
            "game": "toy", "seat": seat, "players": 2, "deciding": 1, "over": False, "result": None}
        assert view["prompt"]["key"] == "toy.prompt.answer" and view["prompt"]["args"] == {"to": 3}
    assert [o["action"] for o in mine["prompt"]["options"]] == ["yes", "no"]
    assert mine["prompt"]["options"][0]["key"] == "toy.action.yes"
    assert theirs["prompt"]["options"] == []
    assert mine["said"] == [3]


def test_a_label_function_words_each_option() -> None:
    options = new_toy().view(0)["prompt"]["options"]
    assert options[2] == {"action": "say 3", "verb": "say", "key": "toy.action.say", "args": {"number": 3}}


def test_frames_survive_a_snapshot_and_a_clone_is_independent() -> None:
    toy = new_toy()
    toy.apply(Action("say", (3,)))
    copy = toy.clone()
    copy.apply(Action("yes"))
    assert toy.frames[-1].kind == "answer" and copy.frames[-1].kind == "name"
    restored = Toy()
    restored.load_flow(toy.flow_snapshot())
    assert [f.to_json() for f in restored.frames] == [f.to_json() for f in toy.frames]
