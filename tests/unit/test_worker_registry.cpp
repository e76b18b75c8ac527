// The dynamo's worker registry (workers/worker.hpp): kinds it announces, whether a kind
// has a partner end, and clear refusals of unknown kinds and bad fields. And a TCP pair
// run through the Worker interface: a stream's N connections, strangers on its port.

#include <QtTest>
#include <netinet/in.h>
#include <nlohmann/json.hpp>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

#include "engine/kinds/disk/disk_kind.hpp"
#include "workers/worker.hpp"

using iometry::workers::StartGate;
using iometry::workers::Worker;
using iometry::workers::WorkerEngine;
using iometry::workers::WorkerRegistry;
using nlohmann::json;

namespace {

json tcpEntry() {
    return {{"name", "nic"},
            {"kind", "tcp"},
            {"id", 0},
            {"role", "holder"},
            {"local", "127.0.0.1"},
            {"remote", "127.0.0.1"},
            {"cookie", "0123456789abcdef0123"},
            {"outstanding", 1},
            {"seed", 7},
            {"spec", {{"name", "s"}, {"lines", json::array({{{"size", 512}, {"read", 0}}})}}}};
}

/** A loopback client that connects to @p port and sends @p bytes; its socket, or -1. */
int stranger(std::uint16_t port, const std::string& bytes) {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 ||
        ::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(bytes.size())) {
        ::close(fd);
        return -1;
    }
    return fd;
}

}  // namespace

class TestWorkerRegistry : public QObject {
    Q_OBJECT

private slots:
    void builtInHasTcpAndUdpWithAPartnerAndDisk() {
        const auto& r = WorkerRegistry::builtIn();
        QVERIFY((r.kinds() == std::vector<std::string>{"tcp", "udp", "disk"}));
        const WorkerEngine* tcp = r.find("tcp");
        QVERIFY(tcp != nullptr);
        QVERIFY(tcp->kind->hasPartnerEnd());
        const WorkerEngine* udp = r.find("udp");
        QVERIFY(udp != nullptr);
        QVERIFY(udp->kind->hasPartnerEnd());
        const WorkerEngine* disk = r.find("disk");
        QVERIFY(disk != nullptr);
        QVERIFY(!disk->kind->hasPartnerEnd());
    }

    void buildsATcpWorker() {
        std::string name, error;
        auto w = WorkerRegistry::builtIn().build(tcpEntry(), name, error);
        QVERIFY2(w, error.c_str());
        QCOMPARE(name, std::string("nic"));
        QCOMPARE(w->id(), 0);
        QVERIFY(!w->isPartner());
        QCOMPARE(w->localAddress(), std::string("127.0.0.1"));
    }

    void refusesAnUnknownKindNamingIt() {
        json e = tcpEntry();
        e["kind"] = "sctp";
        std::string name, error;
        QVERIFY(!WorkerRegistry::builtIn().build(e, name, error));
        QVERIFY2(error.find("\"sctp\"") != std::string::npos, error.c_str());
        QVERIFY2(error.find("\"nic\"") != std::string::npos, error.c_str());
    }

    void refusesBadFieldsNamingTheWorker() {
        for (const char* field : {"role", "cookie", "outstanding", "spec"}) {
            json e = tcpEntry();
            if (std::string(field) == "outstanding") e[field] = 0;
            else if (std::string(field) == "spec") e[field] = {{"lines", 3}};
            else e[field] = "x";
            std::string name, error;
            QVERIFY2(!WorkerRegistry::builtIn().build(e, name, error), field);
            QVERIFY2(error.rfind("worker \"nic\": ", 0) == 0, error.c_str());
        }
        std::string name, error;
        QVERIFY(!WorkerRegistry::builtIn().build(json::array(), name, error));
        QVERIFY(!error.empty());
        // A count of round trips: a whole number in range, and only for request/response.
        for (const json& count : {json(0), json(-3), json(2.5), json("10"), json(2000000000)}) {
            json e = tcpEntry();
            e["count"] = count;
            QVERIFY2(!WorkerRegistry::builtIn().build(e, name, error), count.dump().c_str());
            QVERIFY2(error.find("count: must be a whole number 1–1000000000") != std::string::npos,
                     error.c_str());
        }
        json e = tcpEntry();  // a stream: no reply
        e["count"] = 100;
        QVERIFY(!WorkerRegistry::builtIn().build(e, name, error));
        QVERIFY2(error.find("every line of the spec needs a reply") != std::string::npos, error.c_str());
        e["spec"]["lines"][0]["reply"] = 64;
        QVERIFY2(WorkerRegistry::builtIn().build(e, name, error), error.c_str());
    }

    void aRegistryTakesOtherKinds() {
        WorkerRegistry r;
        r.add({&iometry::model::diskKind(), [](iometry::model::ConfiguredWorker, std::string& error) -> std::unique_ptr<Worker> {
                   error = "no such file";
                   return nullptr;
               }});
        QVERIFY(!r.find("disk")->kind->hasPartnerEnd());
        json e = tcpEntry();
        e["kind"] = "disk";
        std::string name, error;
        QVERIFY(!r.build(e, name, error));  // the disk kind reads its keys first
        QVERIFY2(error.find("worker \"nic\": path") == 0, error.c_str());
        e["path"] = "/tmp/x";
        e["file_size"] = 4096;
        QVERIFY(!r.build(e, name, error));
        QCOMPARE(error, std::string("worker \"nic\": no such file"));
    }

    void prepareOpensAListenerOnTheHolder() {
        std::string name, error;
        auto w = WorkerRegistry::builtIn().build(tcpEntry(), name, error);
        QVERIFY(w);
        std::optional<std::uint16_t> port;
        QVERIFY2(w->prepare(port, error), error.c_str());
        QVERIFY(port.has_value() && *port > 0);
    }

    void partnerReportsAnUnreachablePeer() {
        // A listener that is closed again: its port refuses connections.
        std::string name, error;
        auto holder = WorkerRegistry::builtIn().build(tcpEntry(), name, error);
        std::optional<std::uint16_t> port;
        QVERIFY(holder->prepare(port, error));
        holder.reset();
        json e = tcpEntry();
        e["role"] = "partner";
        auto partner = WorkerRegistry::builtIn().build(e, name, error);
        QVERIFY(partner && partner->isPartner());
        std::atomic<bool> cancel{false};
        QVERIFY(!partner->connect(*port, std::chrono::steady_clock::now() +
                                             std::chrono::seconds(2), cancel, error));
        QVERIFY2(error.find("127.0.0.1:" + std::to_string(*port)) != std::string::npos,
                 error.c_str());
    }

    void aStreamOpensOneConnectionPerOutstandingAndRefusesStrangers() {
        json holderEntry = tcpEntry();
        holderEntry["outstanding"] = 3;
        json partnerEntry = holderEntry;
        partnerEntry["role"] = "partner";
        std::string name, error;
        auto holder = WorkerRegistry::builtIn().build(holderEntry, name, error);
        auto partner = WorkerRegistry::builtIn().build(partnerEntry, name, error);
        QVERIFY(holder && partner);
        std::optional<std::uint16_t> port;
        QVERIFY2(holder->prepare(port, error), error.c_str());
        // Before the partner: one with a wrong cookie, one with the right cookie and an
        // index the worker does not have. Both wait in the backlog, as strangers would.
        const std::string cookie = holderEntry["cookie"];
        const int wrongCookie = stranger(*port, std::string(cookie.size() + 2, 'x'));
        const int wrongIndex = stranger(*port, cookie + std::string("\x00\x07", 2));
        QVERIFY(wrongCookie >= 0 && wrongIndex >= 0);
        std::atomic<bool> cancel{false};
        QVERIFY2(partner->connect(*port, std::chrono::steady_clock::now() + std::chrono::seconds(5),
                                  cancel, error),
                 error.c_str());
        auto gate = std::make_shared<StartGate>();
        holder->start(gate);
        partner->start(gate);
        // The holder arrives only once it has all 3 of the partner's connections.
        QVERIFY(gate->waitForAll(std::chrono::steady_clock::now() + std::chrono::seconds(10)));
        gate->open(std::chrono::steady_clock::now() + std::chrono::milliseconds(300));
        for (int i = 0; i < 500 && !(holder->finished() && partner->finished()); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        QVERIFY(holder->finished() && partner->finished());
        const auto sent = holder->takeDelta().counters;
        const auto received = partner->takeDelta().counters;
        QVERIFY(sent.bytesWritten > 0);
        QVERIFY(received.bytesRead > 0);
        QVERIFY(received.bytesRead <= sent.bytesWritten);
        std::string errors;
        for (const auto& e : holder->takeErrors()) errors += e + "\n";
        QVERIFY2(errors.find("(wrong run cookie)") != std::string::npos, errors.c_str());
        QVERIFY2(errors.find("(connection 7 of this worker is not awaited)") != std::string::npos,
                 errors.c_str());
        holder->stop();
        partner->stop();
        ::close(wrongCookie);
        ::close(wrongIndex);
    }
};

QTEST_GUILESS_MAIN(TestWorkerRegistry)
#include "test_worker_registry.moc"
