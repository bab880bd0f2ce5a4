var StepperSources = {
  "bitmask": {
    "file": "src/variants/bitmask.rs",
    "lines": [
      [
        167,
        "    /// post: `public static boolean solve(int rc)`."
      ],
      [
        168,
        "    fn solve(&mut self, mut rc: usize) -> bool {"
      ],
      [
        170,
        "        // 넣을 위치 찾기: skip filled cells."
      ],
      [
        171,
        "        while rc < 81 && self.map[rc / 9][rc % 9] != 0 {"
      ],
      [
        172,
        "            rc += 1;"
      ],
      [
        173,
        "        }"
      ],
      [
        174,
        "        if rc >= 81 {"
      ],
      [
        175,
        "            return true;"
      ],
      [
        176,
        "        }"
      ],
      [
        177,
        "        let r = rc / 9;"
      ],
      [
        178,
        "        let c = rc % 9;"
      ],
      [
        179,
        "        for i in 1..10u8 {"
      ],
      [
        182,
        "            // 넣을 수 없는 상황이면 다음걸로"
      ],
      [
        183,
        "            if (self.rowbit[r] & 1 << i) > 0"
      ],
      [
        184,
        "                || (self.colbit[c] & 1 << i) > 0"
      ],
      [
        185,
        "                || (self.mapbit[getidx(r, c)] & 1 << i) > 0"
      ],
      [
        186,
        "            {"
      ],
      [
        187,
        "                continue;"
      ],
      [
        188,
        "            }"
      ],
      [
        192,
        "            // 넣기"
      ],
      [
        193,
        "            self.map[r][c] = i;"
      ],
      [
        194,
        "            self.rowbit[r] |= 1 << i;"
      ],
      [
        195,
        "            self.colbit[c] |= 1 << i;"
      ],
      [
        196,
        "            self.mapbit[getidx(r, c)] |= 1 << i;"
      ],
      [
        198,
        "            if self.solve(rc + 1) {"
      ],
      [
        199,
        "                return true;"
      ],
      [
        200,
        "            }"
      ],
      [
        201,
        "            // 통과 못했으면, 원위치"
      ],
      [
        202,
        "            self.map[r][c] = 0;"
      ],
      [
        203,
        "            self.rowbit[r] ^= 1 << i;"
      ],
      [
        204,
        "            self.colbit[c] ^= 1 << i;"
      ],
      [
        205,
        "            self.mapbit[getidx(r, c)] ^= 1 << i;"
      ],
      [
        208,
        "        }"
      ],
      [
        209,
        "        false // 아무것도 못넣으면 불가능"
      ],
      [
        210,
        "    }"
      ]
    ],
    "place": [
      192,
      196
    ],
    "test": [
      183,
      186
    ],
    "undo": [
      201,
      205
    ]
  },
  "check-arrays": {
    "file": "src/variants/check_arrays.rs",
    "lines": [
      [
        169,
        "    /// post: `def go(z)`. `Break` stands for `exit(0)` (or the budget"
      ],
      [
        170,
        "    /// running out)."
      ],
      [
        171,
        "    fn go(&mut self, z: usize) -> ControlFlow<()> {"
      ],
      [
        173,
        "        if z == 81 {"
      ],
      [
        174,
        "            return ControlFlow::Break(()); // post: print the board, exit(0)"
      ],
      [
        175,
        "        }"
      ],
      [
        176,
        "        let x = z / 9;"
      ],
      [
        177,
        "        let y = z % 9;"
      ],
      [
        178,
        "        if self.a[x][y] != 0 {"
      ],
      [
        179,
        "            return self.go(z + 1); // 0이 아니면 다음 칸으로"
      ],
      [
        180,
        "        }"
      ],
      [
        181,
        "        for i in 1..10 {"
      ],
      [
        182,
        "            // 1 ~ 9의 값을 넣어봄"
      ],
      [
        185,
        "            if !self.c[x][i] && !self.c2[y][i] && !self.c3[square(x, y)][i] {"
      ],
      [
        189,
        "                self.c[x][i] = true;"
      ],
      [
        190,
        "                self.c2[y][i] = true;"
      ],
      [
        191,
        "                self.c3[square(x, y)][i] = true;"
      ],
      [
        192,
        "                self.a[x][y] = i as u8; // 값을 넣고"
      ],
      [
        194,
        "                self.go(z + 1)?; // post: if (go(z+1)): return True"
      ],
      [
        195,
        "                self.a[x][y] = 0; // 빈칸으로 바꾸고"
      ],
      [
        196,
        "                self.c[x][i] = false;"
      ],
      [
        197,
        "                self.c2[y][i] = false;"
      ],
      [
        198,
        "                self.c3[square(x, y)][i] = false;"
      ],
      [
        201,
        "            }"
      ],
      [
        202,
        "        }"
      ],
      [
        203,
        "        ControlFlow::Continue(()) // post: return False"
      ],
      [
        204,
        "    }"
      ]
    ],
    "place": [
      189,
      192
    ],
    "test": [
      185,
      185
    ],
    "undo": [
      195,
      198
    ]
  },
  "empty-list": {
    "file": "src/variants/empty_list.rs",
    "lines": [
      [
        155,
        "    /// post: `static boolean sudoku(int count)`."
      ],
      [
        156,
        "    fn sudoku(&mut self, count: usize) -> bool {"
      ],
      [
        158,
        "        if count == self.empty_spots.len() {"
      ],
      [
        159,
        "            return true; // 종료조건: every blank is filled"
      ],
      [
        160,
        "        }"
      ],
      [
        161,
        "        let [n, m] = self.empty_spots[count]; // 다음 빈칸의 위치"
      ],
      [
        162,
        "        for i in 1..10 {"
      ],
      [
        166,
        "            if is_promising(&self.matrix, n, m, i) {"
      ],
      [
        170,
        "                self.matrix[n][m] = i;"
      ],
      [
        172,
        "                if self.sudoku(count + 1) {"
      ],
      [
        173,
        "                    return true;"
      ],
      [
        174,
        "                } else {"
      ],
      [
        175,
        "                    self.matrix[n][m] = 0; // 해당 칸 초기화"
      ],
      [
        178,
        "                }"
      ],
      [
        179,
        "            }"
      ],
      [
        180,
        "        }"
      ],
      [
        181,
        "        false"
      ],
      [
        182,
        "    }"
      ]
    ],
    "place": [
      170,
      170
    ],
    "test": [
      166,
      166
    ],
    "undo": [
      175,
      175
    ]
  },
  "full-scan": {
    "file": "src/variants/full_scan.rs",
    "lines": [
      [
        143,
        "    /// post: `dfs(int row, int col)`. `Break` stands for `System.exit(0)`"
      ],
      [
        144,
        "    /// (or the budget running out)."
      ],
      [
        145,
        "    fn dfs(&mut self, row: usize, col: usize) -> ControlFlow<()> {"
      ],
      [
        147,
        "        // 한 줄이 다 체크되면 다음 줄로 이동: end of a row, go to the next."
      ],
      [
        148,
        "        if col == 9 {"
      ],
      [
        149,
        "            return self.dfs(row + 1, 0);"
      ],
      [
        150,
        "        }"
      ],
      [
        151,
        "        // 모든 줄이 다 체크됐으면 출력: every row done, the board is solved."
      ],
      [
        152,
        "        if row == 9 {"
      ],
      [
        153,
        "            return ControlFlow::Break(()); // post: println(sb); System.exit(0);"
      ],
      [
        154,
        "        }"
      ],
      [
        155,
        "        // 빈 칸이면 1부터 9까지: a blank, try 1..9."
      ],
      [
        156,
        "        if self.arr[row][col] == 0 {"
      ],
      [
        157,
        "            for i in 1..10 {"
      ],
      [
        161,
        "                if self.possibility(row, col, i) {"
      ],
      [
        165,
        "                    self.arr[row][col] = i;"
      ],
      [
        167,
        "                    self.dfs(row, col + 1)?;"
      ],
      [
        168,
        "                    // The post leaves `i` in the cell here; the next digit"
      ],
      [
        169,
        "                    // overwrites it, or the line after the loop clears it."
      ],
      [
        172,
        "                }"
      ],
      [
        173,
        "            }"
      ],
      [
        174,
        "            self.arr[row][col] = 0;"
      ],
      [
        175,
        "            return ControlFlow::Continue(());"
      ],
      [
        176,
        "        }"
      ],
      [
        177,
        "        // 0이 아니면 다음 칸: a given, go to the next cell."
      ],
      [
        178,
        "        self.dfs(row, col + 1)"
      ],
      [
        179,
        "    }"
      ]
    ],
    "place": [
      165,
      165
    ],
    "test": [
      161,
      161
    ],
    "undo": [
      168,
      169
    ]
  },
  "hole-array": {
    "file": "src/variants/hole_array.rs",
    "lines": [
      [
        197,
        "    /// post: `void fillBoard(int idx)`."
      ],
      [
        198,
        "    fn fill_board(&mut self, idx: usize) {"
      ],
      [
        200,
        "        // 기저 사례: 빈칸이 모두 채워진 경우"
      ],
      [
        201,
        "        if idx == self.h_idx {"
      ],
      [
        202,
        "            self.finish_flag = true;"
      ],
      [
        203,
        "            return;"
      ],
      [
        204,
        "        }"
      ],
      [
        205,
        "        let nowy = self.hole[idx].0 as usize;"
      ],
      [
        206,
        "        let nowx = self.hole[idx].1 as usize;"
      ],
      [
        207,
        "        for i in 1..10 {"
      ],
      [
        208,
        "            // 행, 열, 박스 모두 없는 숫자인 경우 빈칸에 추가한다."
      ],
      [
        209,
        "            // post: `!checkRow[nowy][i] && !checkCol[nowx][i] && !checkSeq[…][i]`;"
      ],
      [
        210,
        "            // `&` for `&&`: see the module doc."
      ],
      [
        213,
        "            if !self.check_row[nowy][i] & !self.check_col[nowx][i] & !self.check_seq[cell(nowy, nowx)][i] {"
      ],
      [
        218,
        "                self.check_row[nowy][i] = true;"
      ],
      [
        219,
        "                self.check_col[nowx][i] = true;"
      ],
      [
        220,
        "                self.check_seq[cell(nowy, nowx)][i] = true;"
      ],
      [
        221,
        "                self.board[nowy][nowx] = i as u8;"
      ],
      [
        223,
        "                self.fill_board(idx + 1);"
      ],
      [
        224,
        "                // 모두 찾았다면 함수를 나간다."
      ],
      [
        225,
        "                if self.finish_flag {"
      ],
      [
        226,
        "                    return;"
      ],
      [
        227,
        "                }"
      ],
      [
        228,
        "                // 아닌 경우 다시 빈칸으로 만든다."
      ],
      [
        229,
        "                self.board[nowy][nowx] = 0;"
      ],
      [
        230,
        "                self.check_row[nowy][i] = false;"
      ],
      [
        231,
        "                self.check_col[nowx][i] = false;"
      ],
      [
        232,
        "                self.check_seq[cell(nowy, nowx)][i] = false;"
      ],
      [
        235,
        "            }"
      ],
      [
        236,
        "        }"
      ],
      [
        237,
        "    }"
      ]
    ],
    "place": [
      218,
      221
    ],
    "test": [
      213,
      213
    ],
    "undo": [
      228,
      232
    ]
  }
};
