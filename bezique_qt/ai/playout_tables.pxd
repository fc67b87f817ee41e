# C declarations for playout_tables.py when compiled with Cython (pure-Python mode): the
# playout policy's tables as extension types, a trump suit's tables as C arrays, read by the
# compiled playouts (rollout.pxd cimports them).  playout_tables.py stays plain Python.

cdef class Tables:
    cdef public double base[32]
    cdef public int partner[32]
    cdef public double mval[32]
    cdef public int bez[32]
    cdef public int bez_queen, bez_jack, npairs
    cdef public int mv[88]
    cdef public int pairs[8]

cdef class RolloutPolicy:
    cdef public object v, fresh, court, _tables, _melds
    cdef public dict _by_trump
    cdef public tuple quartets
    cdef public bint classic, repeat_melds, strict, fixes_mode, plain_seq_pos
    cdef public bint trump_quartets, trump_quintets
    cdef public int max_bez
    cdef public double unit, late, seq_plain, seq_trump, bez_single, bez_double
    cdef public list bpts, quartet_value, higher_bez, higher_bits
