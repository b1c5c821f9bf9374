"""The glossary in the window: keywords found in drawn text (``spots``), what an enlarged card says
(``cards``), the rules section each decision belongs to (``sections``) and the table scene's part
(``table``). The entries themselves and the matching are in ``game.i18n.glossary``."""
