// basilisk_rss_run OUTFILE PROGRAM [ARGS...]: runs PROGRAM and writes its peak RSS (KiB, from
// wait4) to OUTFILE; exits with PROGRAM's status.
//
// Why a separate process: Linux carries ru_maxrss across execve, so a child spawned straight
// from bench/compare (a ~15 MiB CPython) can never report less than compare's own RSS. A child
// forked from this tiny launcher starts from the launcher's ~1 MiB instead. Only libc is used so
// the launcher stays small.
#include <cerrno>
#include <cstdio>
#include <cstring>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fputs("usage: basilisk_rss_run OUTFILE PROGRAM [ARGS...]\n", stderr);
        return 2;
    }
    pid_t pid = fork();
    if (pid < 0) {
        std::perror("fork");
        return 2;
    }
    if (pid == 0) {
        execvp(argv[2], argv + 2);
        std::fprintf(stderr, "basilisk_rss_run: cannot run %s: %s\n", argv[2], std::strerror(errno));
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    std::memset(&usage, 0, sizeof usage);
    if (wait4(pid, &status, 0, &usage) < 0) {
        std::perror("wait4");
        return 2;
    }
    if (FILE* out = std::fopen(argv[1], "w")) {
        std::fprintf(out, "%ld\n", usage.ru_maxrss);
        std::fclose(out);
    }
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}
