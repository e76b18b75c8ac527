#include "engine/plan/plan_checks.hpp"

#include <algorithm>
#include <set>

#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/kinds/worker_kind.hpp"
#include "engine/methods/method.hpp"
#include "engine/model/address.hpp"
#include "engine/plan/plan_keys.hpp"

namespace iometry::model {
namespace {

/** "tcp or udp": the kinds with a partner end, for messages. */
std::string pairKindNames() {
    return workerKinds().names([](const WorkerKind& k) { return k.hasPartnerEnd(); }, " or ");
}

/** Names unique per list; every reference resolved (dynamos, specs, peers). */
void checkReferences(const Plan& plan, std::vector<PlanProblem>& problems) {
    std::set<std::string> names;
    for (std::size_t i = 0; i < plan.dynamos.size(); ++i) {
        if (!names.insert(plan.dynamos[i].name).second)
            problems.push_back({indexPath("dynamos", i) + ".name",
                                "duplicate dynamo name \"" + plan.dynamos[i].name + "\""});
    }
    names.clear();
    for (std::size_t i = 0; i < plan.specs.size(); ++i) {
        if (!names.insert(plan.specs[i].name).second)
            problems.push_back({indexPath("specs", i) + ".name",
                                "duplicate spec name \"" + plan.specs[i].name + "\""});
    }
    names.clear();
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        const std::string path = indexPath("workers", i);
        if (!w.name.empty() && !names.insert(w.name).second)
            problems.push_back({path + ".name", "duplicate worker name \"" + w.name + "\""});
        if (!w.dynamo.empty() && !plan.findDynamo(w.dynamo))
            problems.push_back({path + ".dynamo", "no dynamo named \"" + w.dynamo + "\""});
        if (!w.spec.empty() && !plan.findSpec(w.spec))
            problems.push_back({path + ".spec", "no spec named \"" + w.spec + "\""});
        if (const PairEnds* ends = w.ends(); ends && !ends->peer.dynamo.empty() &&
                                             !plan.findDynamo(ends->peer.dynamo))
            problems.push_back({path + ".peer.dynamo", "no dynamo named \"" + ends->peer.dynamo + "\""});
    }
}

/**
 * Requests on a schedule (docs/plan-format.md, "Workers"): `rate_per_s` only where there are
 * requests to pace, and `arrivals` only with it.
 */
void checkPacing(const Plan& plan, std::vector<PlanProblem>& problems) {
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        const std::string path = indexPath("workers", i);
        if (!w.ratePerS) {
            if (w.arrivals != Arrivals::Constant)
                problems.push_back({path + ".arrivals", "worker \"" + w.name + "\": arrivals spaces the "
                                                        "requests of a paced worker: it needs rate_per_s"});
            continue;
        }
        const AccessSpec* spec = plan.findSpec(w.spec);
        if (!spec || !w.kind()) continue;
        if (const std::string why = pacingProblem(*w.kind(), *spec); !why.empty())
            problems.push_back({path + ".rate_per_s", "worker \"" + w.name + "\": " + why});
    }
}

/** Every kind's checks of its workers against the whole plan. */
void checkKinds(const Plan& plan, std::vector<PlanProblem>& problems) {
    const Method& method = plan.procedure.method();
    const PlanContext context{plan, method.uses(plan), method.name(), method.offersRates()};
    for (const WorkerKind* kind : workerKinds().all()) kind->check(context, problems);
}

/**
 * An MTU sweep (docs/plan-format.md, "Sweeps") changes the interfaces of every data path,
 * at both ends: only network workers, and never loopback, which every program of the
 * host shares.
 */
void checkMtuSweep(const Plan& plan, std::vector<PlanProblem>& problems) {
    if (std::none_of(plan.sweep.begin(), plan.sweep.end(),
                     [](const SweepAxis& a) { return a.param == SweepParam::Mtu; }))
        return;
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        const std::string at = "workers[" + std::to_string(i) + "]";
        const PairEnds* ends = w.ends();
        if (!ends) {
            problems.push_back({at + ".kind", "an MTU sweep sets the MTU of network interfaces: "
                                              "every worker must be " + pairKindNames()});
            continue;
        }
        for (const auto& [key, address] : {std::pair<const char*, const std::string&>{"bind", ends->bind},
                                           {"peer.address", ends->peer.address}}) {
            if (isLoopbackAddress(address))
                problems.push_back({at + "." + key, "an MTU sweep would change the MTU of the "
                                                    "loopback interface, which every program on "
                                                    "the host shares: give the addresses of the "
                                                    "link under test, got " + address});
        }
    }
}

/** Probes (docs/plan-format.md, "Probes"): which workers can be one; the idle seconds
 *  need one; there must be a load to probe. */
void checkProbes(const Plan& plan, std::vector<PlanProblem>& problems) {
    bool probes = false, load = false;
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        if (!w.probe) {
            load = true;
            continue;
        }
        probes = true;
        if (const std::string why = plan_keys::probeProblem(w, plan); !why.empty())
            problems.push_back({indexPath("workers", i) + ".probe", why});
    }
    if (plan.idleS > 0 && !probes)
        problems.push_back({"idle_s", "needs a probe worker: only the probes run in the idle seconds"});
    if (probes && !load)
        problems.push_back({"workers", "a plan of probes alone has no load to measure beside: "
                                       "add a worker that is not a probe"});
}

/**
 * What a stock IOmeter 1.1 dynamo cannot run (docs/iometer-files.md, "IOmeter's dynamos"),
 * refused naming the dynamo or the worker: it is started on its own host, runs disk workers
 * on its test files and raw disks and TCP pairs between two IOmeter dynamos, one request at a time on a
 * network target, in a plain sweep of steps.
 */
void checkIometerDynamos(const Plan& plan, std::vector<PlanProblem>& problems) {
    const auto iometer = [&](const std::string& dynamo) {
        const DynamoDef* d = plan.findDynamo(dynamo);
        return d && d->iometer();
    };
    bool any = false;
    for (std::size_t i = 0; i < plan.dynamos.size(); ++i) {
        const DynamoDef& d = plan.dynamos[i];
        if (!d.iometer()) continue;
        any = true;
        if (d.spawn)
            problems.push_back({indexPath("dynamos", i) + ".spawn",
                                "dynamo \"" + d.name + "\" is an IOmeter dynamo: it is started on its host "
                                "(dynamo -i MANAGER -m ITS_ADDRESS -n " + d.name + "), never spawned"});
    }
    if (!any) return;
    if (const std::string method = plan.procedure.method().name(); method != "sweep")
        problems.push_back({"procedure", "the method " + method + " needs Iometry's dynamos; an IOmeter "
                                         "dynamo runs plain steps (method sweep)"});
    for (const SweepAxis& axis : plan.sweep)
        if (axis.param == SweepParam::Mtu)
            problems.push_back({"sweep.mtu", "an IOmeter dynamo cannot set an interface's MTU"});
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        const std::string path = indexPath("workers", i);
        const PairEnds* ends = w.ends();
        const bool here = iometer(w.dynamo), there = ends && iometer(ends->peer.dynamo);
        if (!here && !there) continue;
        const auto refuse = [&](const std::string& key, const std::string& why) {
            problems.push_back({path + (key.empty() ? "" : "." + key), "worker \"" + w.name + "\" runs on an "
                                "IOmeter dynamo, which " + why});
        };
        const std::string kind = w.kindName();
        if (kind != "disk" && kind != "tcp") {
            refuse("kind", "runs disk and tcp workers only, not " + kind);
            continue;
        }
        if (ends && here != there)
            refuse("peer.dynamo", "pairs with IOmeter dynamos only: both ends of a tcp pair must be "
                                  "IOmeter dynamos, or neither");
        if (w.probe) refuse("probe", "has no probes");
        if (w.ratePerS) refuse("rate_per_s", "cannot pace requests (rate_per_s)");
        if (ends && w.outstanding != 1)
            refuse("outstanding", "keeps one request at a time on a network target");
        for (const SweepAxis& axis : plan.sweep)
            if (ends && axis.param == SweepParam::Outstanding)
                refuse("", "keeps one request at a time on a network target: sweep.outstanding would change it");
        if (const auto* tcp = w.as<TcpSettings>(); tcp && !tcp->socket.empty())
            refuse("socket", "has no socket controls");
        if (const auto* disk = w.as<DiskSettings>()) {
            if (!disk->direct) refuse("direct", "always reads and writes its test file directly (O_DIRECT)");
            if (disk->verify) refuse("verify", "cannot verify what it reads");
            if (disk->engine != "auto") refuse("engine", "chooses its own I/O engine");
        }
    }
}

}  // namespace

void checkPlan(const Plan& plan, Problems& problems) {
    checkIometerDynamos(plan, problems);
    checkMtuSweep(plan, problems);
    checkProbes(plan, problems);
    checkReferences(plan, problems);
    checkPacing(plan, problems);
    checkKinds(plan, problems);
}

}  // namespace iometry::model
