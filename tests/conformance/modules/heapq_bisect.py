import heapq
import bisect

h = []
for x in [5, 1, 8, 3, 2, 9, 1]:
    heapq.heappush(h, x)
print(h, heapq.heappop(h), h)
print([heapq.heappop(h) for _ in range(len(h))])
data = [9, 4, 7, 1, 8, 2]
heapq.heapify(data)
print(data, heapq.heappushpop(data, 0), heapq.heapreplace(data, 10), data)
print(heapq.nlargest(3, [5, 1, 8, 3, 9]), heapq.nsmallest(2, [5, 1, 8, 3, 9]))
recs = [('a', 2), ('b', 5), ('c', 2), ('d', 5), ('e', 1)]
print(heapq.nlargest(3, recs, key=lambda r: r[1]), heapq.nsmallest(3, recs, key=lambda r: r[1]))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6, 9])), list(heapq.merge([3, 1], [4, 2], reverse=True)))
print(list(heapq.merge(['a', 'ccc'], ['bb', 'dddd'], key=len)))
tasks = []
heapq.heappush(tasks, (2, 'write'))
heapq.heappush(tasks, (1, 'plan'))
heapq.heappush(tasks, (3, 'ship'))
print([heapq.heappop(tasks)[1] for _ in range(3)])
try:
    heapq.heappop([])
except IndexError as e:
    print('IndexError:', e)
try:
    heapq.heappush((), 1)
except TypeError as e:
    print('TypeError:', e)

a = [1, 2, 4, 4, 8]
print(bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 4), bisect.bisect(a, 0), bisect.bisect(a, 9))
bisect.insort(a, 5)
bisect.insort_left(a, 4)
print(a)
grades = 'FDCBA'
print([grades[bisect.bisect([60, 70, 80, 90], s)] for s in [33, 99, 77, 70, 89, 90, 100]])
people = [('ann', 20), ('bob', 30), ('cy', 40)]
print(bisect.bisect_left(people, 30, key=lambda p: p[1]))
bisect.insort(people, ('dee', 35), key=lambda p: p[1])
print(people, bisect.bisect_right(a, 4, 1, 3))
try:
    bisect.bisect(a, 1, -1)
except ValueError as e:
    print('ValueError:', e)
