// The hosted pages' stylesheet and script, served as files (the CSP forbids inline scripts). Kept in a
// module rather than loose files so the compiled server carries them without a copy step.

export const FORM_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,"Segoe UI","Noto Sans Arabic",Tahoma,sans-serif;background:#f4f6f8;color:#1f2933;line-height:1.5}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.top{display:flex;justify-content:space-between;align-items:center;margin-block-end:1rem}
.badge{background:#fff4d6;color:#7a5200;border:1px solid #f0d48a;border-radius:999px;padding:.1rem .7rem;font-size:.8rem;font-weight:600}
.lang{color:#0b6e4f;font-size:.9rem}
.card{background:#fff;border:1px solid #e1e6eb;border-radius:.9rem;padding:1.25rem;box-shadow:0 1px 3px rgba(15,23,42,.06)}
h1{font-size:1.25rem;margin:0 0 1rem}
dl.summary{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0 0 1.25rem;padding-block-end:1rem;border-block-end:1px solid #e1e6eb}
dl.summary dt{color:#52606d}
dl.summary dd{margin:0;font-weight:600;text-align:end}
dd.amount{font-size:1.2rem;color:#0b6e4f}
fieldset{border:0;margin:0;padding:0}
legend{font-weight:600;margin-block-end:.5rem}
.field{margin-block-end:.9rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
label{display:block;font-size:.9rem;margin-block-end:.25rem;color:#323f4b}
input{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid #cbd2d9;border-radius:.5rem;background:#fff}
input:focus{outline:3px solid #b7e4d3;border-color:#0b6e4f}
input[aria-invalid=true]{border-color:#c81e1e}
input.ltr{direction:ltr;text-align:start}
[dir=rtl] input.ltr{text-align:end}
.error{color:#c81e1e;font-size:.85rem;min-height:1.1em;margin:.2rem 0 0}
.alert{background:#fdecec;color:#9b1c1c;border-radius:.5rem;padding:.6rem .8rem;margin-block-end:1rem}
button{font:inherit;font-weight:600;border-radius:.5rem;padding:.75rem 1rem;border:1px solid transparent;cursor:pointer;width:100%}
button.primary{background:#0b6e4f;color:#fff}
button.primary:hover{background:#095c42}
button.secondary{background:#fff;color:#323f4b;border-color:#cbd2d9;margin-block-start:.6rem}
.note{font-size:.8rem;color:#52606d;margin:.75rem 0 0;text-align:center}
.hint{margin-block-start:1.25rem;background:#fffbea;border:1px dashed #e5c75d;border-radius:.9rem;padding:1rem;font-size:.9rem}
.hint h2{font-size:1rem;margin:0 0 .4rem}
.hint ul{list-style:none;padding:0;margin:.5rem 0}
.hint li{display:flex;justify-content:space-between;gap:1rem;padding:.2rem 0;border-block-end:1px solid #f3e7b5}
.hint code{white-space:nowrap;direction:ltr;unicode-bidi:isolate;font-family:ui-monospace,Menlo,Consolas,monospace}
.otp{letter-spacing:.4em;text-align:center;font-size:1.3rem}
`;

export const FORM_JS = `
(function () {
  var form = document.querySelector('form[data-card-form]');
  if (!form) return;
  var msg = function (key) { return form.getAttribute('data-msg-' + key) || ''; };
  var digits = function (s) { return s.replace(/\\D/g, ''); };
  function luhn(d) {
    var sum = 0;
    for (var i = 0; i < d.length; i++) {
      var n = Number(d.charAt(d.length - 1 - i));
      if (i % 2) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return d.length >= 12 && d.length <= 19 && sum % 10 === 0;
  }
  var checks = {
    name: function (v) { return /^\\S+(\\s+\\S+)+$/.test(v.trim()) ? '' : msg('name'); },
    number: function (v) { return luhn(digits(v)) ? '' : msg('number'); },
    expiry: function (v) {
      var m = /^\\s*(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})\\s*$/.exec(v);
      if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return msg('expiry');
      var year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
      return new Date(year, Number(m[1]), 1) > new Date() ? '' : msg('expired');
    },
    cvc: function (v) {
      var amex = /^3[47]/.test(digits(form.elements.number.value));
      return (amex ? /^\\d{4}$/ : /^\\d{3}$/).test(v.trim()) ? '' : msg('cvc');
    }
  };
  function check(name) {
    var input = form.elements[name];
    var text = input.value.trim() === '' ? msg('required') : checks[name](input.value);
    document.getElementById(name + '-error').textContent = text;
    input.setAttribute('aria-invalid', text ? 'true' : 'false');
    return !text;
  }
  Object.keys(checks).forEach(function (name) {
    form.elements[name].addEventListener('blur', function () { if (this.value) check(name); });
  });
  form.elements.number.addEventListener('input', function () {
    this.value = digits(this.value).slice(0, 19).replace(/(\\d{4})(?=\\d)/g, '$1 ');
  });
  form.elements.expiry.addEventListener('input', function (e) {
    var d = digits(this.value).slice(0, 4);
    this.value = d.length > 2 || (d.length === 2 && e.inputType !== 'deleteContentBackward') ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
  });
  form.addEventListener('submit', function (e) {
    var bad = Object.keys(checks).filter(function (name) { return !check(name); });
    if (bad.length) { e.preventDefault(); form.elements[bad[0]].focus(); }
  });
})();
`;
