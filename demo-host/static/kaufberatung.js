// Loads more tips into the article as infinite scroll would: the store-price widget decorates the
// store links of the new paragraph too (issue 13).
(function () {
  var button = document.getElementById('kaufberatung-mehr-laden');
  button.addEventListener('click', function () {
    var paragraph = document.createElement('p');
    var link = document.createElement('a');
    link.href = 'https://kauf.link/verbandkasten';
    link.rel = 'sponsored';
    link.textContent = 'Verbandkasten nach DIN 13164';
    paragraph.append('Seit 2022 gilt die neue Norm: ein ', link, ' mit zwei Mund-Nasen-Schutzmasken.');
    document.getElementById('kaufberatung-mehr').append(paragraph);
    button.remove();
  });
})();
