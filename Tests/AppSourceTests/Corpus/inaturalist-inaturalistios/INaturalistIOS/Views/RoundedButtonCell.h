//
//  RoundedButtonCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 5/25/15.
//  Copyright (c) 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface RoundedButtonCell : UITableViewCell

@property IBOutlet UIButton *roundedButton;

@end
