# C declarations for rules.py when compiled with Cython (pure-Python mode): the trick rules and
# the deal's constants as extension types with C fields, the steps of a trick the deal kernel
# takes every trick with C locals.  rules.py stays plain Python; this file only adds types.

cimport cython

cdef class TrickRules:
    cdef readonly object trump, table
    cdef readonly bint phase2, ten_low, rank_only, must_head, must_trump
    cdef readonly int itrump
    cdef readonly unsigned int wins[32]

    @cython.locals(win=cython.int, best=cython.int, k=cython.int, i=cython.int)
    cpdef int winner(self, object cards) except? -1

    @cython.locals(wins=cython.uint, same=cython.uint, trumps=cython.uint)
    cpdef unsigned int follow_mask(self, unsigned int held, int led, int best) noexcept

    @cython.locals(lead=cython.int, best=cython.int, held=cython.uint, allowed=cython.uint,
                   c=cython.int)
    cpdef list follow_options(self, object hand, object trick)

cdef class DealRules:
    cdef readonly int brisque_points, dix_points, last_bonus, court_mask
    cdef readonly bint brisques_when_won, brisques_at_end, dix_on, last_bonus_final, cb_repeat
    cdef readonly bint dix_if_wins
    cdef readonly object dix_mode, court

@cython.locals(nb=cython.int, c=cython.int)
cpdef int trick_brisques(object cards) except? -1

cpdef bint seven_scores_when_won(DealRules dr, int card, int phase, object trump) except -1

cpdef bint spoils_carte_blanche(DealRules dr, int card) noexcept

@cython.locals(nb=cython.int, c=cython.int)
cpdef score_trick_cards(DealRules dr, object cards, int w, int phase, object trump, list pts,
                        list brisq)

@cython.locals(q=cython.int, c=cython.int)
cpdef object draw_after_trick(DealRules dr, int w, list stock, object turnup, list hands,
                              list cb, list cb_show)
