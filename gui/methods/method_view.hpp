#pragma once
// How the Report page shows the result of each method (its procedure.json): the view's
// name, the one-line answer under the figure, the figure itself, and a distribution view
// when it has one. Each method's view is one file here (gui/methods/<method>_view.cpp)
// and one line in builtin_views.cpp; the table of every result is the engine's
// (Method::resultTables), the same for the CLI's files (docs/architecture.md, "How to add a
// method").

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <string>
#include <vector>

#include "gui/report/figure_style.hpp"
#include "gui/report/procedure_result.hpp"

class QCustomPlot;

namespace iometry::gui {

/** The words of the methods' tables and headlines (one translation context). */
class ProcedureReport {
    Q_DECLARE_TR_FUNCTIONS(ProcedureReport)
};
/** The words of the methods' figures. */
class ProcedureFigure {
    Q_DECLARE_TR_FUNCTIONS(ProcedureFigure)
};

struct MethodView {
    std::string method;  ///< the engine method's name: procedure.json's "procedure"
    const char* name;    ///< the view's name, QT_TRANSLATE_NOOP("ProcedureReport", …)
    /** The method's answer in one line ("max 97.2 Mbit/s at 150 offered, …"); may be empty. */
    QString (*headline)(const QJsonObject& result);
    /** Draws its figure into @p plot (titled and finished by the caller). */
    void (*draw)(QCustomPlot* plot, const QJsonObject& result, const figure::Fonts& fonts);
    /**
     * A second view: the distribution of each step's round trips (the latency method's
     * P(RTT ≥ x) per size). None when draw is null.
     */
    struct Distribution {
        const char* name = nullptr;  ///< QT_TRANSLATE_NOOP("ReportViewText", …)
        /** Draws its figure into @p plot (titled and finished by the caller). */
        void (*draw)(QCustomPlot* plot, const QJsonObject& result, const figure::Fonts& fonts) =
            nullptr;
        /** Its points as a table: what files hold, every point. */
        ProcedureTable (*table)(const QJsonObject& result) = nullptr;
        /** The same binned for the screen (a row per bucket of RTT); null: the points. */
        ProcedureTable (*bins)(const QJsonObject& result) = nullptr;
    } distribution = {};
};

class MethodViews {
public:
    /** The views of the built-in methods (builtin_views.cpp), to which tests may add. */
    static MethodViews& instance();
    /** Adds @p view, replacing one for the same method. */
    void add(MethodView view);
    const MethodView* find(const QString& method) const;

private:
    std::vector<MethodView> m_views;
};

MethodView udpRampView();
MethodView rateSearchView();
MethodView fineSweepView();
MethodView adapterDelayView();
MethodView rampView();
MethodView latencyView();

/** @p value with @p decimals, in the language of the moment. */
QString reportNumber(double value, int decimals);

}  // namespace iometry::gui
