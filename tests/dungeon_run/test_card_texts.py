"""Every card's printed text says what its effects do: the numbers, stats, rolls and monster types in
the words match the data the rules play. The rules tests measure each effect kind in play; this
catches a card whose data and text disagree (say "Roll 2 more dice" with an amount of 1). Card
anatomy: rulebook 004, "Anatomia della carta eroe", "Carte Abilità", "Anatomia delle carte Tesoro ed
Artefatto", "Carte Incontro Mostro"; texts are our own, in cards/dungeon_run/."""
from __future__ import annotations

import re
from typing import Any

import pytest

from game.games.dungeon_run.heroes import CARDS

Effect = dict[str, Any]

_ROLLS = {"fight": r"(fight|against)", "flee": "flee", "disarm": "disarm", "duel": "fight another hero"}


def _dice(n: int) -> str:
    return "die" if n == 1 else "dice"


def _wounds(n: int) -> str:
    return "wound" if n == 1 else "wounds"


def phrase(e: Effect) -> str:
    """The words (a regular expression) a card's text must hold for this effect."""
    kind, n = e["kind"], abs(e.get("amount", 0))
    if kind == "stat":
        higher = "higher" if e["amount"] > 0 else "lower"
        race = rf"an? {e['race']}'s " if "race" in e else "[Yy]our "
        return rf"{race}{e['stat'].capitalize()} counts {n} {higher}"
    if kind == "dice":
        whom = rf"\b{e['against']}" if "against" in e else ""
        rest = rf".*{_ROLLS[e['roll']]}.*{whom}" if whom else rf".*{_ROLLS[e['roll']]}"
        if "race" in e:
            return rf"an? {e['race']} rolls {n} more {_dice(n)}{rest}"
        return rf"[Rr]oll {n} more {_dice(n)}{rest}"
    if kind == "reroll":
        what = "any of your dice" if e["roll"] == "any" else f"the {e['roll']} dice"
        return rf"roll again {what} that missed"
    return {
        "health": rf"hit points are {n} higher",
        "armor": rf"Take {n} fewer {_wounds(n)} from every attack",
        "armored": rf"Takes {n} fewer {_wounds(n)} from each attack",
        "heal": rf"Action: remove {n} {_wounds(n)} from yourself or from a standing hero on your tile",
        "mend": rf"At the start of each of your turns, remove {n} {_wounds(n)}",
        "potion": rf"remove {n} {_wounds(n)}, then discard it",
        "helper": rf"When you assist, add {n} more {_dice(n)}",
        "lone": rf"Roll {n} more {_dice(n)} when you fight a monster with no other hero on your tile",
        "hatred": rf"Rolls {n} more attack {_dice(n)} against an? {e.get('race')}",
        "fearsome": rf"rolls {n} {_dice(n)} fewer",
        "explode": rf"every hero on its tile takes {n} {_wounds(n)}",
        "regenerate": rf"removes {n} of its wounds",
        "venom": rf"the hero takes {n} more {_wounds(n)}",
        "bolt": rf"Action: a free attack with your {str(e.get('stat')).capitalize()} on a monster on a tile joined",
        "immune": rf"{str(e.get('stat')).capitalize()} cannot wound it",
        "keen": r"wounds a monster with a 6 deals 2 wounds",
        "spite": r"When you sabotage, the hero rolls 3 dice fewer",
        "rage": r"1 more die when you fight a monster for every 3 wounds",
        "bounty": r"When you defeat a monster, draw a treasure",
        "fortune": r"roll its die twice and keep",
        "haste": r"third action",
        "steady": r"[Ss]abotage never takes dice away from you",
        "surefoot": r"[Tt]he Ancient Bridge, the Arena and the Underground Channel cannot hurt you",
        "jinx": r"roll again their dice showing 6",
        "drain": r"Each wound it deals removes one of its own wounds",
        "frenzy": r"1 more attack die for each wound it carries",
        "ambush": r"moves onto its tile suffers a free attack",
        "guardian": r"never moves",
        "sticky": r"needs two dice equal to or above its escape",
        "thief": r"leaves one of their treasures on the tile",
        "relentless": r"blocked only with dice equal to or above its defense",
        "brittle": r"each hero die showing 6 deals it 2 wounds",
        "incorporeal": r"Only a hero fighting with Magic, or carrying a magic treasure or artifact",
        "swift": r"flee from other heroes, a 3 or more is enough",
        "trapwise": r"fail to disarm deals half its damage",
        "steal": r"with a 5 or more, take one of their treasures",
    }[kind]


def _texts() -> list[tuple[str, str, tuple[Effect, ...]]]:
    """(where, text, effects) for every card text that carries effects."""
    out = []
    for hero_id, hero in sorted(CARDS.heroes.items()):
        out.append((f"hero-{hero_id}", hero.ability.text, hero.ability.effects))
        out.append((f"stone-{hero_id}", hero.stone.text, hero.stone.effects))
    for card_id, card in sorted(CARDS.abilities.items()):
        out.append((f"ability-{card_id}", card.text, card.effects))
    for card_id, item in sorted(CARDS.items.items()):
        if item.effects:
            out.append((f"item-{card_id}", item.text, item.effects))
    for card_id, monster in sorted(CARDS.monsters.items()):
        out.append((f"monster-{card_id}", monster.text, monster.effects))
    return out


TEXTS = _texts()


@pytest.mark.parametrize("where, text, effects", TEXTS, ids=[w for w, _, _ in TEXTS])
def test_card_text_names_what_its_effects_do(where: str, text: str, effects: tuple[Effect, ...]) -> None:
    """Rulebook 004, card anatomy: the ability printed on the card is the ability played."""
    assert effects, f"{where}: a text without an effect"
    for effect in effects:
        assert re.search(phrase(effect), text), f"{where}: {effect} is not what '{text}' says"


def test_every_card_with_an_ability_is_checked() -> None:
    """The 80 ability cards, the 8 heroes' two abilities and every monster and Lord are all listed."""
    where = {w.split("-", 1)[0] for w, _, _ in TEXTS}
    assert where == {"hero", "stone", "ability", "item", "monster"}
    assert sum(w.startswith("ability-") for w, _, _ in TEXTS) == 80
    assert sum(w.startswith("monster-") for w, _, _ in TEXTS) == len(CARDS.monsters) == 30
