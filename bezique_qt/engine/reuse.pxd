# C declarations for reuse.py when compiled with Cython (pure-Python mode): the one function of
# the re-use rules as a C-callable function, for the kernel's announcements and scores
# (deal_melds.py).  reuse.py stays plain Python; this file only adds types.

cdef int _QUEEN

cpdef list reuse_codes(dict occ, set tab, set played, bint classic, bint strict, bint fresh,
                       object mtype, tuple cards, int second_double=*, bint first=*)
