//
//  ObsFieldMultiCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 10/8/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

/**
 * Multiple Choice cells
 */

@interface ObsFieldSimpleValueCell : UITableViewCell

@property UILabel *fieldLabel;
@property UILabel *valueLabel;

@end
