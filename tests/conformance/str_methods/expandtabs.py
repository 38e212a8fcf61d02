print(repr("a\tb\tc".expandtabs()))
print(repr("a\tb\tc".expandtabs(4)))
print(repr("abcd\te".expandtabs(4)), repr("\t".expandtabs(2)), repr("x\ty".expandtabs(0)))
print(repr("12\t345\t6\n7\t8".expandtabs(3)))
