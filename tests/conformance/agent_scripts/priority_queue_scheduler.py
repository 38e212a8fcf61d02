class Task:
    counter = 0

    def __init__(self, name, priority, duration):
        Task.counter += 1
        self.seq = Task.counter
        self.name = name
        self.priority = priority
        self.duration = duration

    def key(self):
        return (-self.priority, self.seq)

    def __repr__(self):
        return f"<{self.name} p{self.priority} {self.duration}m>"


queue = []


def push(task):
    queue.append(task)
    queue.sort(key=Task.key)


for name, pr, dur in [("email", 1, 5), ("deploy", 5, 30), ("review", 3, 20), ("hotfix", 5, 15), ("lunch", 2, 45)]:
    push(Task(name, pr, dur))
print(queue)
clock = 9 * 60
log = []
while queue:
    t = queue.pop(0)
    start = clock
    clock += t.duration
    log.append(f"{start // 60:02d}:{start % 60:02d}-{clock // 60:02d}:{clock % 60:02d} {t.name}")
    if t.name == "deploy":
        push(Task("verify", 4, 10))
print("\n".join(log))
print("done at", f"{clock // 60}:{clock % 60:02d}", "tasks:", Task.counter)
