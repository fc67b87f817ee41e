# C declarations for rules.py when compiled with Cython (pure-Python mode): the steps of a trick
# the deal kernel takes every trick, with C locals.  rules.py stays plain Python; this file only
# adds types.

cimport cython

@cython.locals(nb=cython.int, c=cython.int, k7=cython.int)
cpdef score_trick_cards(object dr, object cards, int w, int phase, object trump, list pts,
                        list brisq)

@cython.locals(q=cython.int, c=cython.int)
cpdef object draw_after_trick(object dr, int w, list stock, object turnup, list hands, list cb,
                              list cb_show)
