# C declarations for rollout.py when compiled with Cython (pure-Python mode): the playout policy
# as an extension type over the kernel's, its hot functions as C functions with typed locals.
# rollout.py stays plain Python; this file only adds types.

cimport cython
from bezique_qt.engine.kernel cimport Deal, Policy

# the ranks, as C constants
cdef int _SEVEN, _NINE, _JACK, _QUEEN, _KING, _TEN, _ACE

cdef class RolloutPolicy:
    cdef public object v, fresh, court, _tables, _compiled
    cdef public tuple quartets
    cdef public bint classic, repeat_melds
    cdef public double unit, late, seq_plain, seq_trump, bez_single, bez_double
    cdef public list bpts, quartet_value, higher_bez

cdef class _Playout(Policy):
    cdef public RolloutPolicy pol
    cdef public object rand, endgame, first_drawer, trump
    cdef public list base, partner, mval, bez
    cdef public int bez_queen, bez_jack

@cython.locals(bpts=list, late_scale=cython.double, remaining=cython.int,
               tricks_left=cython.int, stage=cython.double, late=cython.double,
               ready=cython.double, ready_cards=tuple, best_s=cython.double, card=cython.int,
               trick=list, lead=cython.int, lp=cython.double, row=tuple, c=cython.int,
               tp=cython.double, g=cython.double, sc=cython.double, unit=cython.double,
               k=cython.int, r=cython.int, p_lose=cython.double)
cdef int _choose_first_phase(_Playout pl, Deal d, int p, list hand) except? -2

@cython.locals(k=cython.int, x=cython.double, pol=RolloutPolicy, cnt=list, r=cython.int,
               s=cython.int, done=set, repeat_melds=cython.bint, pk=cython.int,
               m=cython.int, role=cython.int, other=cython.int, bez_double=cython.double,
               h=cython.int, n=cython.int, miss=cython.int, pts=cython.double,
               qv=cython.double)
cdef double _keep(_Playout pl, Deal d, int p, int c, double stage) except? -1.5

@cython.locals(s=cython.int)
cdef bint _could_meld(RolloutPolicy pol, list cnt, object trump) except -1

@cython.locals(cnt=list, pending=list, tab=set, bykind=dict, c=cython.int, k=cython.int,
               best=list, fixes=cython.bint, s=cython.int, nq=cython.int, nj=cython.int,
               n=cython.int, r=cython.int, best_val=cython.int, value=cython.int)
cdef object _best_meld(RolloutPolicy pol, Deal d, int p)

@cython.locals(t=tuple, occ=dict, strict=cython.bint, value=cython.int)
cdef bint _consider(Deal d, int p, dict view, object mtype, list cards, list best) except -1
