//
//  ObsDetailActivityMoreCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 11/21/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ObsDetailActivityMoreCell : UITableViewCell

@property IBOutlet UIButton *agreeButton;

@end
