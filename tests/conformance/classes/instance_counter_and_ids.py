class Node:
    _next_id = 1
    def __init__(self, label):
        self.id = Node._next_id
        Node._next_id += 1
        self.label = label
        self.children = []
    def add(self, child):
        self.children.append(child)
        return child
    def walk(self, depth=0):
        yield depth, self
        for c in self.children:
            yield from c.walk(depth + 1)
root = Node("root")
a = root.add(Node("a"))
a.add(Node("a1"))
a.add(Node("a2"))
root.add(Node("b")).add(Node("b1"))
for depth, node in root.walk():
    print("  " * depth + f"{node.label} (#{node.id})")
