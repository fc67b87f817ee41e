# C declarations for kernel.py when compiled with Cython (pure-Python mode): the deal's state as
# an extension type with typed fields, the policy's hooks as C-callable methods, the loop's
# locals as C ints.  kernel.py stays plain Python; this file only adds types.

cimport cython
from bezique_qt.engine cimport rules

cdef int _SEVEN, _KING, _MAXC

cdef class Deal:
    cdef public object v, side, turnup, trump, log, dix_mode
    cdef public rules.DealRules dr
    cdef public rules.TrickRules r1, r2
    cdef public dict rcache
    cdef public list mvals
    cdef public list hands, tabs, pending, occ, scored, done, lapsed, pts, brisq, cb
    cdef public list cb_show, stock, trick, sevens_by, last_won
    cdef public set played, sevens_scored
    cdef public int n, phase, leader, to_act, dix_points, per_trick, cb_points, first_card
    cdef public bint dix_exchanged, classic, strict, fresh, dix_on, dix_counts, declare_all
    cdef public bint top_up, partners, stop_first, act_open
    cdef public list act
    cdef public set act_laid
    cdef public int counts[128]
    cdef public unsigned int seen[1024]
    cdef public unsigned short ontab[1024]  # (a char array would read back as bytes)
    cdef public unsigned int donem[4]

cdef class Policy:
    cpdef int choose_card(self, Deal d, int p, list options) except? -2
    cpdef bint declare(self, Deal d, int w, int n_scores) except -1
    cpdef int seven(self, Deal d, int w, int s7, bint can_exchange, bint can_show,
                    bint acted) except? -2
    cpdef bint last_tricks(self, Deal d, int w) except -1

@cython.locals(i=cython.int, p=cython.int, c=cython.int)
cpdef count_hands(Deal d)

@cython.locals(at=cython.int, bit=cython.uint, c=cython.int)
cdef _flags(Deal d, int p, object scored, object pending, object others)

cdef _setup(Deal d, object v, int n, object trump)
cpdef set_trump(Deal d, object trump)

@cython.locals(n=cython.int, p=cython.int, card=cython.int, win=cython.int, best=cython.int,
               k=cython.int, i=cython.int, w=cython.int, phase=cython.int,
               remaining=cython.int, q=cython.int, cb_points=cython.int, n_scores=cython.int,
               dix_points=cython.int, stop_first=cython.bint, before_draws=cython.bint,
               last_stock=cython.bint, declared=cython.bint, dix_when_played=cython.bint,
               hand=list, hands=list, tabs=list, pts=list, cb=list,
               cb_show=list, trick=list, played=set, stock=list, tab=set, c=cython.int,
               dr=rules.DealRules)
cpdef play(Deal d, Policy pol)

# (its deal typed: the C arrays of a Deal are read and written only through a typed reference)
cpdef exchange_seven(Deal d, int p, int s7)

cpdef tuple result(Deal d)
