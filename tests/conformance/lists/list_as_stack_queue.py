stack = []
for x in "abc":
    stack.append(x)
    print("push", x, stack)
while stack:
    print("pop", stack.pop(), stack)
queue = [1, 2, 3]
queue.append(4)
print(queue.pop(0), queue.pop(0), queue)
def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = []
    for ch in s:
        if ch in "([{":
            st.append(ch)
        elif ch in pairs:
            if not st or st.pop() != pairs[ch]:
                return False
    return not st
for s in ["()", "([]{})", "(]", "((", "", "{[()()]}"]:
    print(repr(s), balanced(s))
