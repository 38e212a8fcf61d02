import sys
print(sys.maxsize, sys.maxsize == 2**63 - 1, sys.byteorder, sys.maxunicode)
print(sys.version_info >= (3, 8), sys.version_info[:2], sys.version_info.major, sys.version_info.minor)
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, sys.float_info.mant_dig)
print(sys.getrecursionlimit(), sys.hash_info.modulus, sys.int_info.bits_per_digit)
print(type(sys.version).__name__, sys.version.startswith("3.11"))
print(hasattr(sys, "environ"), hasattr(sys, "maxsize"))
