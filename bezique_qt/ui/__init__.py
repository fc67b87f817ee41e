"""The Qt side of the program: the application, windows, the card table and dialogs.

Importing this package by itself does not load Qt; its modules do.
"""
