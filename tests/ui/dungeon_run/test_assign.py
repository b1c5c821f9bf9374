"""The fight assignment the tray composes die by die: where a die may go, and what it comes to."""
from __future__ import annotations

from game.engine.actions import Action
from game.ui.tables.dungeon_run.assign import FOE, Assignment


def cancels(most: int) -> dict[int, Action]:
    return {k: Action("cancel", (k,)) for k in range(most + 1)}


def test_a_die_goes_on_any_free_wound_or_on_the_monster() -> None:
    a = Assignment([5, 6, 4], target=4, wounds=2, cancels=cancels(2))
    assert a.places(0) == {FOE, 1, 2}
    a.put(0, 1)
    assert a.places(1) == {FOE, 2}
    assert a.refusal(1, 1) == "assign_taken"
    assert a.places(0) == {FOE, 1, 2}, "a placed die may move to another free place"


def test_only_the_counts_the_engine_allows_light_up() -> None:
    a = Assignment([5, 6], target=4, wounds=2, cancels=cancels(1))
    a.put(0, 1)
    assert a.refusal(1, 2) == "assign_too_many"
    assert a.places(1) == {FOE}


def test_dice_below_defense_are_not_placed_by_hand() -> None:
    a = Assignment([2, 5], target=4, wounds=1, cancels=cancels(1))
    assert a.movable() == [1]
    a.put(1, FOE)
    assert a.complete


def test_the_composition_comes_to_the_number_of_wounds_it_blocks() -> None:
    a = Assignment([4, 5, 6], target=4, wounds=2, cancels=cancels(2))
    a.put(2, 2)
    a.put(0, FOE)
    assert not a.complete and a.action() == Action("cancel", (1,))
    a.put(1, 1)
    assert a.complete and a.action() == Action("cancel", (2,))
    a.take_back(2)
    assert not a.complete and a.action() == Action("cancel", (1,))
