"""Refused actions say why (docs/engine.md "The State contract"; seeds/003 "Utilizzare le Abilità")."""
from __future__ import annotations

import pytest

from game.engine.actions import Action, IllegalAction

from .helpers import gauntlet, play


def refusal(s, text: str) -> IllegalAction:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalAction) as refused:
        s.apply(Action.parse(text))
    return refused.value


def test_no_tokens_against_the_demon() -> None:
    """seeds/003 FAQ "Demon": abilities that need tokens cannot be used."""
    s, _ = gauntlet(("knight", "dagger", ()), top=("demon",), prepare=lambda s: setattr(s.heroes[0], "one_use", 1))
    assert refusal(s, "use dagger").key == "gauntlet.illegal.demon"


def test_no_weapon_tokens_after_the_priest_heals() -> None:
    """seeds/003 class FAQ "Priest": no weapon-token abilities after the healing."""
    s, _ = gauntlet(("priest", "sword", ()), top=("titan",), prepare=lambda s: setattr(s.heroes[0], "wounds", 2))
    play(s, "use priest")  # still wounded: the Priest could heal again, so the window stays open
    assert refusal(s, "use sword").key == "gauntlet.illegal.priest"


def test_an_ability_used_at_the_wrong_moment_or_not_owned_is_refused() -> None:
    """seeds/003 "Utilizzare le Abilità": each ability has its moment; only your own abilities."""
    s, _ = gauntlet(("knight", "mace", ()), top=("titan",), dice=[1] * 5)
    assert refusal(s, "use knight").key == "gauntlet.illegal.wrong_moment"
    assert refusal(s, "use dagger").key == "gauntlet.illegal.not_yours"
    assert refusal(s, "use nonsense").key == "gauntlet.illegal.no_ability"


def test_no_token_left_is_refused_with_its_reason() -> None:
    """seeds/003 "Utilizzare le Abilità": without the right token an ability cannot be used."""
    s, _ = gauntlet(("monk", "staff", ()), top=("titan",),
                    prepare=lambda s: s.heroes[0].weapon_tokens.__setitem__(0, 0))
    assert s.frames[-1].kind == "before"  # open for the Monk
    assert refusal(s, "use staff dice").key == "gauntlet.illegal.no_token"


def test_any_other_action_lists_the_choices() -> None:
    """docs/engine.md: every refusal has a reason a player can read."""
    s, _ = gauntlet(("knight", "mace", ()), top=("titan",), dice=[1] * 5)
    refused = refusal(s, "dance")
    assert refused.key == "gauntlet.illegal.choose" and "use mace" in refused.reason
