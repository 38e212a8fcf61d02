# The length check asks the subclass's __len__; unpacking then finds more items (CPython's
# ValueError from UNPACK_SEQUENCE).
class Liar(list):
    def __len__(self):
        return 2


match Liar([1, 2, 3]):
    case [a, b]:
        print("unreachable unpack")
    case _:
        print("not reached")
