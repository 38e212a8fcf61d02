class Task:
    def __init__(self, name, priority, due):
        self.name = name
        self.priority = priority
        self.due = due
    def __repr__(self):
        return f"Task({self.name!r}, p={self.priority}, due={self.due})"
tasks = [Task("write", 2, 5), Task("test", 1, 3), Task("ship", 1, 9), Task("plan", 3, 1), Task("fix", 2, 2)]
print(sorted(tasks, key=lambda t: t.priority))
print(sorted(tasks, key=lambda t: (t.priority, -t.due)))
print(sorted(tasks, key=lambda t: t.name, reverse=True))
print(min(tasks, key=lambda t: t.due).name, max(tasks, key=lambda t: (t.priority, t.due)).name)
tasks.sort(key=lambda t: t.due)
print([t.name for t in tasks])
