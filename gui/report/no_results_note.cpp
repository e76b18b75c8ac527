#include "gui/report/no_results_note.hpp"

#include "gui/language.hpp"
#include "gui/report/report_page_words.hpp"

namespace iometry::gui {

NoResultsNote::NoResultsNote(QWidget* parent) : QLabel(parent) {
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    setMargin(24);
    onLanguageChange(this, [this] {
        setText(
            ReportPageWords::tr(
                "<p><b>No results loaded.</b></p>"
                "<p>Click <b>Open results…</b> and choose the folder of a finished run (the one "
                "holding summary.csv), or start a test: its report appears here when it "
                "finishes.</p>"
                "<p>The figure shows throughput and CPU load against request size; the table "
                "below it lists the P/E index (Mbit/s ÷ CPU %) for every size. A run of a network "
                "method (UDP ramp, zero-loss rate, fine sweep, adapter delay) also shows the "
                "method's own figure and table.</p>") +
            ReportPageWords::tr(
                "<p>For a run of disk workers the figure shows IOPS or MB/s with the latency "
                "against the request size or the outstanding I/Os, whichever the steps varied, "
                "and the table lists the block device's own counters beside them.</p>"));
    });
}

}  // namespace iometry::gui
