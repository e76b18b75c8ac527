// The dynamo's worker registry (workers/worker.hpp): kinds it announces, whether a kind
// has a partner end, and clear refusals of unknown kinds and bad fields.

#include <QtTest>
#include <nlohmann/json.hpp>
#include <string>

#include "workers/worker.hpp"

using iometry::workers::Worker;
using iometry::workers::WorkerKind;
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

}  // namespace

class TestWorkerRegistry : public QObject {
    Q_OBJECT

private slots:
    void builtInHasTcpWithAPartner() {
        const auto& r = WorkerRegistry::builtIn();
        QVERIFY(r.kinds() == std::vector<std::string>{"tcp"});
        const WorkerKind* tcp = r.find("tcp");
        QVERIFY(tcp != nullptr);
        QVERIFY(tcp->hasPartner);
        QVERIFY(r.find("disk") == nullptr);
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
    }

    void aRegistryTakesOtherKinds() {
        WorkerRegistry r;
        r.add({"disk", false, [](const json&, std::string& error) -> std::unique_ptr<Worker> {
                   error = "no such file";
                   return nullptr;
               }});
        QVERIFY(!r.find("disk")->hasPartner);
        json e = tcpEntry();
        e["kind"] = "disk";
        std::string name, error;
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
};

QTEST_GUILESS_MAIN(TestWorkerRegistry)
#include "test_worker_registry.moc"
