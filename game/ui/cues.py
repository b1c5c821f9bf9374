"""Which sound each kind of table event makes, game by game.

Every event kind a game can log is listed once: under the sound it makes, or as quiet on purpose (a
setup step, a bookkeeping line, a turn's start: "your turn", the hand-off and the end have their own
sounds, played by the table scene). A test checks that no kind is left out, so a new event cannot
slip in unheard by accident. A beat that shows several events plays the first of their sounds.
"""
from __future__ import annotations

from typing import Any

from game.engine.events import GAME_OVER, TURN_BEGINS

# The files under assets/sounds/ (tools/make_sounds.py makes them).
SOUNDS = ("pick", "lay", "refuse", "draw", "shuffle", "dice", "coin", "wound", "enter", "step", "handoff",
          "turn", "won", "lost")
QUIET = "quiet"
EVERY_GAME = {QUIET: (TURN_BEGINS, GAME_OVER)}

BY_GAME: dict[str, dict[str, tuple[str, ...]]] = {
    "boss-monster": {
        "lay": ("room_placed", "room_built", "rooms_revealed", "spell_cast", "card_discarded", "hand_discarded",
                "rooms_swapped", "hand_shown", "boss_chosen"),
        "draw": ("rooms_drawn", "spells_drawn", "card_taken", "card_stolen", "room_returned", "bosses_offered",
                 "hand_mulliganed", "deck_refilled"),
        "shuffle": ("deck_shuffled", "decks_shuffled"),
        "enter": ("hero_enters", "hero_lured"),
        "step": ("hero_moved", "hero_teleported", "hero_sent_back", "hero_returned", "hero_to_town"),
        "wound": ("room_damage", "hero_damaged", "boss_wounded", "room_destroyed", "soul_removed"),
        "coin": ("hero_killed", "treasure_doubled", "level_up"),
        "refuse": ("spell_cancelled", "spell_answered", "spell_fizzled"),
        QUIET: ("heroes_arrive", "hero_stays", "build_passed", "ability", "hand_seen", "wound_healed",
                "dungeon_boosted", "room_boosted", "hero_boosted", "room_deactivated", "bosses_revealed",
                "discard_seeded", "spell_target", "spell_resolves", "entrance_waits", "turn_ends",
                "player_eliminated"),
    },
    "monster-day": {
        "lay": ("card_played", "aces_laid"),
        "draw": ("card_drawn", "hand_dealt"),
        "dice": ("dice_rolled", "first_player_rolled"),
        "step": ("monster_moved",),
        QUIET: ("value_rolled", "monster_stays"),
    },
    "gauntlet-of-fools": {
        "lay": ("hero_claimed", "hero_armed", "boast_added", "bet_placed", "path_chosen", "wand_ordered"),
        "draw": ("heroes_dealt", "encounter_revealed", "extra_encounter_revealed", "modifier_revealed", "wand_looked",
                 "hero_stolen"),
        "shuffle": ("deck_shuffled",),
        "dice": ("dice_rolled", "dice_rerolled"),
        "coin": ("gold_gained", "token_gained", "monster_killed"),
        "wound": ("wounded", "hit", "hero_died", "gold_lost", "token_lost"),
        "enter": ("encounter_faced", "hero_acts"),
        "step": ("dodged", "encounter_skipped"),
        QUIET: ("first_player", "boasting_over", "modifier_discarded", "attack_made", "monster_survived",
                "penalties_discarded", "ability_used", "healed", "token_spent", "treasure_given_up", "death_delayed",
                "wand_removed", "hero_rises", "hero_revived", "bets_revealed", "boast_ended", "fight_over",
                "turn_over"),
    },
    "dungeon-run": {
        "lay": ("tile_placed", "monster_placed", "item_equipped", "ability_learned", "hero_chosen", "encounter_spent",
                "tribute_paid", "item_dropped", "dice_assigned"),
        "draw": ("abilities_drawn", "tile_drawn", "encounter_revealed", "lord_revealed", "search", "lord_seen",
                 "book_read", "stranger_met"),
        "shuffle": ("encounters_reshuffled", "tiles_reshuffled"),
        "dice": ("first_player_rolled", "tile_die", "monster_attacks", "hero_attacks", "dice_rerolled", "free_attack",
                 "bolt", "flee_rolled", "disarm_rolled", "duel_rolled", "steal_rolled", "trial_rolled"),
        "coin": ("items_gained", "stone_taken", "item_stolen", "monster_defeated", "well_offering", "draught_drunk"),
        "wound": ("hero_wounded", "monster_wounded", "hero_knocked_out", "hero_defeated", "hero_eliminated",
                  "trap_lingers"),
        "enter": ("dungeon_prepared", "monster_summoned", "endgame_begins", "bridge_crossed", "channel_crossed",
                  "arena_exit"),
        "step": ("hero_moved", "monster_moved", "flee_result"),
        "refuse": ("fight_refused", "summon_failed", "no_tile_fits", "trade_answered"),
        QUIET: ("round_begins", "first_player", "tile_set_aside", "dungeon_closed", "die_kept", "treasure_hidden",
                "no_encounter", "encounter_discarded", "combat_resolved", "hero_healed", "monster_healed",
                "trap_result", "trap_wears_off", "actions_lost", "alarm_unanswered", "item_removed", "hero_trained",
                "assist_declared", "sabotage_declared", "support_passed", "duel_declared", "defence_chosen",
                "duel_resolved", "hero_stands", "vote_cast", "vote_result", "stranger_ignored", "trade_offered",
                "monster_stays", "turn_ended"),
    },
}


def table(game_id: str) -> dict[str, str]:
    """Event kind -> sound name (or ``QUIET``) for one game."""
    out: dict[str, str] = {}
    for groups in (EVERY_GAME, BY_GAME.get(game_id, {})):
        for sound, kinds in groups.items():
            out.update(dict.fromkeys(kinds, sound))
    return out


TABLES = {game_id: table(game_id) for game_id in BY_GAME}


def cue(game_id: str, events: list[dict[str, Any]]) -> str | None:
    """The sound of a beat showing ``events``: the first one that is not quiet; None when all are."""
    kinds = TABLES.get(game_id, {})
    for event in events:
        sound = kinds.get(event.get("kind", ""), QUIET)
        if sound != QUIET:
            return sound
    return None
