"""The network table in the window: hosting, joining and playing at a table a server holds."""
