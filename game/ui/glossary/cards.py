"""What each game's enlarged card says, in the player's language: the text whose keywords are
explained beside the zoom. It is put together from the same sources the faces paint from, so that
what is explained is what is written on the card."""
from __future__ import annotations

from typing import Callable

from game.games.boss_monster import translations as boss_words
from game.games.boss_monster.cards import book as boss_book
from game.games.dungeon_run.narrate import card_name as dungeon_name
from game.games.gauntlet_of_fools import translations as gauntlet_words
from game.games.monster_day.cards import deck
from game.games.monster_day.narrate import card_adds, card_name as decktet_name
from game.i18n import t

from ..tables.dungeon_run.faces import base, paragraphs
from ..tables.gauntlet_of_fools.faces import numbers
from ..tables.monster_day.faces import rank_text


def _boss_monster(card: str) -> str:
    cards = boss_book()
    words = [boss_words.name(card), boss_words.text(card)]
    if card in cards.bosses:
        words += [t("boss-monster.face.boss"), boss_words.title(card), t("boss-monster.face.level_up"), "XP"]
    elif card in cards.heroes:
        hero = cards.heroes[card]
        words += [t("boss-monster.face.epic_hero" if hero.epic else "boss-monster.face.hero"),
                  t(f"boss-monster.class.{hero.treasure}") if hero.treasure != "none" else "",
                  t("boss-monster.face.worth", souls=hero.souls, wounds=hero.wounds)]
    elif card in cards.rooms:
        room = cards.rooms[card]
        words += [t(f"boss-monster.face.{room.kind}"), t("boss-monster.face.advanced_full") if room.advanced else ""]
        words += [t(f"boss-monster.class.{c}") for c in room.treasure if c != "none"]
    elif card in cards.spells:
        words += [t("boss-monster.face.spell")] + [t(f"boss-monster.phase.{p}") for p in cards.spells[card].phases]
    return "\n".join(w for w in words if w)


def _dungeon_run(card: str) -> str:
    return "\n".join([dungeon_name(base(card))] + [text for _, text in paragraphs(card)])


def _gauntlet(card: str) -> str:
    return "\n".join([gauntlet_words.name(card)] + [label for label, _ in numbers(card)] + [gauntlet_words.text(card)])


def _monster_day(card: str) -> str:
    info = deck().get(card)
    if info is None:
        return ""
    words = [decktet_name(card), rank_text(info)] + [t(f"monster-day.suit.{s}") for s in info.suits]
    words += [t(f"monster-day.type.{k}") for k in info.types]
    return "\n".join(words + ([] if info.is_ace else [card_adds(card)]))


CARD_WORDS: dict[str, Callable[[str], str]] = {
    "boss-monster": _boss_monster, "dungeon-run": _dungeon_run, "gauntlet-of-fools": _gauntlet,
    "monster-day": _monster_day,
}


def card_words(game_id: str, card: str) -> str:
    """Everything the card's zoom says, one line a part; "" for a game or a card without words."""
    words = CARD_WORDS.get(game_id)
    return words(card) if words is not None else ""
