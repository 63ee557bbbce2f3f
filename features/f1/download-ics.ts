/**
 * Hands a calendar file to the browser as a download, built in the page from loaded data: no request
 * (issue 30). The object URL is let go once the click has been handled.
 */
export function downloadCalendar(text: string, fileName: string, doc: Document = document) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
