#include "engine/session/local_dynamos.hpp"

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "engine/model/address.hpp"
#include "engine/protocol/auth.hpp"

extern char** environ;

namespace iometry::session {

bool ensureTokenFile(std::filesystem::path& dir, const std::string& token, std::string& error) {
    if (!dir.empty()) return true;
    char pattern[] = "/tmp/iometry-run-XXXXXX";
    if (!mkdtemp(pattern)) {
        error = "cannot create a private folder for the dynamo token";
        return false;
    }
    dir = pattern;
    return protocol::writeTokenFile((dir / "token").string(), token, error);
}

std::string localManagerAddress(const std::string& listenHost, std::uint16_t port) {
    // Listening on every address: the local dynamo reaches it on loopback, of the same family.
    const bool every = model::isWildcardAddress(listenHost);
    return model::hostPort(every ? model::loopbackAddress(model::ipFamily(listenHost)) : listenHost,
                           port);
}

int autogroupNiceFor(std::size_t dynamos) {
    // Each nice step weighs about 1.25 times less (the kernel's table): N groups at
    // nice round(log1.25 N) weigh together about what one group at nice 0 weighs.
    if (dynamos <= 1) return 0;
    const double steps = std::log(static_cast<double>(dynamos)) / std::log(1.25);
    return std::clamp(static_cast<int>(std::lround(steps)), 0, 19);
}

pid_t spawnDynamo(const std::string& executable, const std::string& manager,
                  const std::string& name, const std::filesystem::path& tokenFile,
                  std::size_t spawned, std::string& error) {
    std::vector<std::string> args = {executable, "--manager", manager,
                                     "--name", name, "--token-file", tokenFile.string(),
                                     "--connect-timeout", "10"};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    // A session of its own, as fio's job processes have: where the kernel groups tasks by
    // session for the CPU (autogroup), the dynamo then holds its share against a busy host
    // as a whole, and its traffic threads at kLaneNice yield only to its own control loop,
    // not to every other task of the manager's session. The run's spawned dynamos together
    // weigh one session, not one each: 32 of them at full weight left the manager a 33rd
    // of the CPU, and the dead-man rule fired (docs/architecture.md, "Threads and
    // priorities"). It still ends with its manager: the link closes, the dead-man rule.
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSID);
    pid_t pid = -1;
    const int rc = posix_spawn(&pid, executable.c_str(), nullptr, &attr, argv.data(), environ);
    posix_spawnattr_destroy(&attr);
    if (rc != 0) {
        error = "cannot start " + executable + ": " + std::strerror(rc);
        return -1;
    }
    // posix_spawn() returns once the child has called setsid() and exec'd. Without
    // autogroup (a kernel built without it, or switched off) the file is absent: nothing
    // to weigh.
    if (const int nice = autogroupNiceFor(spawned); nice > 0) {
        if (std::FILE* f = std::fopen(("/proc/" + std::to_string(pid) + "/autogroup").c_str(), "w")) {
            std::fprintf(f, "%d", nice);
            std::fclose(f);
        }
    }
    return pid;
}

void reapChildren(std::map<std::string, pid_t>& children,
                  std::chrono::steady_clock::duration grace) {
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + grace;
    for (auto& [name, pid] : children) {
        if (pid <= 0) continue;
        int status = 0;
        while (waitpid(pid, &status, WNOHANG) == 0) {
            if (Clock::now() >= deadline) {
                kill(pid, SIGKILL);
                waitpid(pid, &status, 0);
                break;
            }
            usleep(20000);
        }
        pid = -1;
    }
}

pid_t LocalDynamos::spawn(const std::string& executable, const std::string& managerAddress,
                          const std::string& name, const std::string& token, std::size_t spawned,
                          std::string& error) {
    if (!ensureTokenFile(m_tokenDir, token, error)) return -1;
    const pid_t pid = spawnDynamo(executable, managerAddress, name, m_tokenDir / "token", spawned, error);
    if (pid >= 0) m_children[name] = pid;
    return pid;
}

std::vector<std::string> LocalDynamos::reapExited() {
    std::vector<std::string> exited;
    for (auto& [name, pid] : m_children) {
        int status = 0;
        if (pid > 0 && waitpid(pid, &status, WNOHANG) == pid) {
            pid = -1;
            exited.push_back(name);
        }
    }
    return exited;
}

void LocalDynamos::reapAll() {
    reapChildren(m_children);
    if (!m_tokenDir.empty()) {
        std::error_code ec;
        std::filesystem::remove_all(m_tokenDir, ec);
        m_tokenDir.clear();
    }
}

}  // namespace iometry::session
