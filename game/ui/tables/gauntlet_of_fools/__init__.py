"""The Gauntlet of Fools table."""
from __future__ import annotations

from .. import register_table
from ..base import TableSpec
from .table import GauntletTable

SPEC = register_table(TableSpec("gauntlet-of-fools", GauntletTable, "gauntlet-of-fools.rules.text"))
