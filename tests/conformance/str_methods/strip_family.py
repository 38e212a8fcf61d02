s = "  \t hello world \n "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print("xxhixx".strip("x"), "xyhiyx".strip("xy"), "abcba".lstrip("ab"), "abcba".rstrip("ab"))
print(repr("   ".strip()), repr("".strip()), "www.example.com".strip("cmowz."))
print("0012300".lstrip("0"), "0012300".rstrip("0"), "\u3000wide\u3000".strip())
print("--==title==--".strip("-="), "hello".strip(""), "hello".strip("ohel"))
