class Stack:
    def __init__(self):
        self._items = []
    def push(self, x):
        self._items.append(x)
        return self
    def pop(self):
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()
    def peek(self):
        return self._items[-1] if self._items else None
    def size(self):
        return len(self._items)
s = Stack()
s.push(1).push(2).push(3)
print(s.size(), s.peek(), s.pop(), s.size())
print(s.pop(), s.pop(), s.peek())
try:
    s.pop()
except IndexError as e:
    print("IndexError:", e)
method = s.push
method(10)
print(s.peek())
